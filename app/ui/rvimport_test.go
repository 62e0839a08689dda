package ui

import (
	"testing"

	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/xlsx"
)

// The page refuses the workbooks the reader would refuse, before reading.
func TestMaxWorkbookIsTheReadersLimit(t *testing.T) {
	if maxWorkbook != xlsx.DefaultLimits.MaxFile {
		t.Errorf("the page refuses workbooks over %d bytes, the reader over %d", maxWorkbook, xlsx.DefaultLimits.MaxFile)
	}
}

// "(no cluster) · 0 VMs" is neither offered nor counted as a cluster;
// standalone hosts that run VMs are offered, not counted as a cluster.
func TestChoosableClusters(t *testing.T) {
	c := func(name string, vms int) inventory.ClusterSummary {
		return inventory.ClusterSummary{Name: name, Totals: inventory.Totals{VMs: vms}}
	}
	got := choosable([]inventory.ClusterSummary{c("A", 3), c("B", 0), c(inventory.NoCluster, 0)})
	if len(got) != 2 || got[1].Name != "B" || inventory.RealClusters(got) != 2 {
		t.Errorf("%+v", got)
	}
	got = choosable([]inventory.ClusterSummary{c("A", 3), c(inventory.NoCluster, 2)})
	if len(got) != 2 || inventory.RealClusters(got) != 1 {
		t.Errorf("%+v", got)
	}
}
