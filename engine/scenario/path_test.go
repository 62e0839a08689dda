package scenario_test

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/scenario"
)

func ExamplePath() {
	p := scenario.NewPath("inputs")
	p.Field("vms")
	p.Index(3)
	p.Field("name")
	fmt.Println(p)
	p.Pop()
	p.Pop()
	p.Index(4)
	fmt.Println(p)
	// Output:
	// inputs.vms[3].name
	// inputs.vms[4]
}
