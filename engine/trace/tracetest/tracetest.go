// Package tracetest gives tests the real VMware vSCSI trace committed with
// the repository: testdata/cloudPhysicsIO.vscsi, the CloudPhysics trace as
// distributed with libCacheSim (113,872 requests, vSCSI version 1; 46,974
// reads and 66,898 writes; SHA-256 3e67d66a…7439b9). Tests in any package
// find it here, so none depends on a file outside the repository.
package tracetest

import (
	"path/filepath"
	"runtime"
)

// Sample facts of the committed trace.
const (
	SampleRequests = 113_872
	SampleReads    = 46_974
	SampleWrites   = 66_898
	SampleBytes    = 3_643_904
)

// SamplePath is the absolute path of the committed sample trace, found from
// this file's location (tests run in a checkout).
func SamplePath() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "testdata", "cloudPhysicsIO.vscsi")
}
