package clustersizing

import "github.com/sizewise/sizewise/engine/scenario"

// licence is what a host count licenses.
type licence struct {
	physical, licensed int
	rawTiB             float64 // raw capacity vSAN claims
	required           int     // ⌈rawTiB⌉: one licence per TiB
	entitled           float64 // TiB the cores bring
	addOn              int     // TiB to buy
	// whole: VVF's entitlement is exceeded, so the cluster's whole
	// capacity is to license (KB 326663).
	whole bool
}

// LicensedCores is the cores to license for hosts hosts of sockets CPUs of
// cores cores each: hosts × sockets × max(cores, 16). "You must license a
// minimum of 16 physical cores for each CPU (physical processor) in your
// ESXi hosts, even if a CPU has fewer than 16 cores" (Broadcom KB 313548).
func LicensedCores(hosts, sockets, cores int) int {
	return hosts * sockets * max(cores, LicenseMinCoresPerCPU)
}

// RawTiB is the raw capacity hosts hosts of devices capacity devices of
// sizeTB decimal TB each give vSAN to claim, in TiB: hosts × devices ×
// sizeTB × 10^12 / 2^40 (a 3.84 TB device is 3.49 TiB).
func RawTiB(hosts, devices int, sizeTB float64) float64 {
	return float64(hosts) * float64(devices) * Storage(sizeTB*1000).TiB()
}

// VSANLicence answers, for rawTiB of raw capacity claimed by vSAN on hosts
// licensed for cores cores under license (VCF or VVF): the TiB licences
// the capacity requires (one per TiB claimed, whole TiBs: KB 313548's
// 11.52 TiB require 12), the TiB the cores entitle, and the add-on TiB to
// buy.
//
//	VCF: entitled = cores × 1 TiB;           add-on = max(0, required − entitled)
//	VVF: entitled = cores × 100 GiB;         add-on = 0 while raw ≤ entitled, else required:
//	     "the entire capacity of the cluster, not just the incremental amount" (KB 326663)
func VSANLicence(license string, cores int, rawTiB float64) (required int, entitled float64, addOn int) {
	required = ceil(rawTiB)
	if license == VVF {
		entitled = float64(cores) * VVFGiBPerCore / 1024
		if scenario.Clean(rawTiB) > scenario.Clean(entitled) {
			addOn = required
		}
		return required, entitled, addOn
	}
	entitled = float64(cores) * VCFTiBPerCore
	return required, entitled, max(0, required-int(entitled))
}

// licenceOf is what sizing s licenses: the hosts' cores, and the raw
// capacity of their vSAN devices (both sites of a stretched cluster; the
// witness appliance is not licensed here).
func licenceOf(in Inputs, h host, s sizing) licence {
	l := licence{
		physical: s.hosts * h.cores,
		licensed: LicensedCores(s.hosts, in.Sockets, in.CoresPerSocket),
	}
	if in.vsan() {
		l.rawTiB = RawTiB(s.hosts, in.DevicesPerHost, in.DeviceSizeTB)
	}
	l.required, l.entitled, l.addOn = VSANLicence(in.License, l.licensed, l.rawTiB)
	l.whole = in.License == VVF && l.addOn > 0
	return l
}
