package msg

import "os"

// The product's Russian catalogue, for the tests of rendering (package
// catalog, which embeds it, imports msg and so cannot be imported here).
func init() {
	data, err := os.ReadFile("catalog/ru.json")
	if err == nil {
		err = Load(RU, data)
	}
	if err != nil {
		panic(err)
	}
}
