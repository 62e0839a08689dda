package source

// sizingExported lists the exported documents of sizing.go, for
// TestEveryVariableIsListed.
var sizingExported = []Doc{
	CoreLicensingKB, VVFCapacityKB, VCATComputePlatform, VCF45ManagementStorage,
	MemoryTieringDeployment, MemoryTieringSizingPart3, MemoryTieringRatio,
	OdgersHostSizing, PerThornHostCapacity, VxRailTwoNodePlanning, CloudSizerAPI,
}
