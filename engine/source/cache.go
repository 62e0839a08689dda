package source

// ---------------------------------------------------------------------------
// vSAN hybrid cache and cache simulation.
// ---------------------------------------------------------------------------

// VSANCachingAlgorithms is VMware's paper on Virtual SAN caching that the
// cache simulator follows: 70 % of the cache SSD is read cache, organised in
// 1 MB cache lines; a miss reserves whole lines and reads the needed data
// from the HDD in 64 KB chunks; lines are replaced by ARC; $0.004 per IOPS
// for a 100 GB SSD against $2 per IOPS for a 1 TB HDD.
//
// Year and URL: the paper was read only through VM Guru's Russian summary;
// it covers all-flash configurations, so it is no earlier than Virtual SAN
// 6.0 (2015). No address was found.
var VSANCachingAlgorithms = Doc{
	ID:        "vmware-vsan-caching-algorithms-2015",
	Title:     "An overview of VMware Virtual SAN caching algorithms",
	Publisher: "VMware",
	Year:      2015,
	Lang:      "en",
}

// EssentialVSAN is Cormac Hogan and Duncan Epping's book on Virtual SAN,
// the source of the cache simulator's default target: "The goal is to have
// a minimum read cache hit rate of 90%" (as a VMware Communities answer
// quotes it; the book itself was not read).
//
// Year and URL: the publisher's page (Pearson IT Certification, VMware
// Press) gives the first edition "Copyright 2015", ISBN 978-0-13-385499-2;
// the second edition (2016, 978-0-13-451166-5) covers vSAN 6.2.
var EssentialVSAN = Doc{
	ID:        "hogan-epping-essential-vsan-2015",
	Title:     "Essential Virtual SAN (VSAN): Administrator's Guide to VMware Virtual SAN",
	Author:    "Cormac Hogan, Duncan Epping",
	Publisher: "VMware Press (Pearson)",
	Year:      2015,
	URL:       "https://www.pearsonitcertification.com/store/essential-virtual-san-vsan-administrators-guide-to-9780133854992",
	Lang:      "en",
}

// ARCPaper is the paper that defines the Adaptive Replacement Cache the
// cache simulator implements.
var ARCPaper = Doc{
	ID:        "megiddo-modha-arc-2003",
	Title:     "ARC: A Self-Tuning, Low Overhead Replacement Cache",
	Author:    "Nimrod Megiddo, Dharmendra S. Modha",
	Publisher: "USENIX, 2nd Conference on File and Storage Technologies (FAST '03)",
	Year:      2003,
	URL:       "https://www.usenix.org/conference/fast-03/arc-self-tuning-low-overhead-replacement-cache",
	Lang:      "en",
	Basis:     Academic,
}

// MattsonStackDistance is the paper behind the one-pass LRU hit-ratio curve
// (stack distances) the cache simulator draws.
//
// Not looked up in a stored copy: fields as commonly cited; no URL given.
var MattsonStackDistance = Doc{
	ID:        "mattson-storage-hierarchies-1970",
	Title:     "Evaluation techniques for storage hierarchies",
	Author:    "R. L. Mattson, J. Gecsei, D. R. Slutz, I. L. Traiger",
	Publisher: "IBM Systems Journal 9(2)",
	Year:      1970,
	Lang:      "en",
	Basis:     Academic,
}

// ZipfRejectionInversion is the algorithm the cache simulator uses to draw
// Zipf-distributed block numbers.
//
// Not looked up in a stored copy: fields as commonly cited; no URL given.
var ZipfRejectionInversion = Doc{
	ID:        "hormann-derflinger-rejection-inversion-1996",
	Title:     "Rejection-inversion to generate variates from monotone discrete distributions",
	Author:    "W. Hörmann, G. Derflinger",
	Publisher: "ACM Transactions on Modeling and Computer Simulation 6(3)",
	Year:      1996,
	Lang:      "en",
	Basis:     Academic,
}
