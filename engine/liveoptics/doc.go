// Package liveoptics turns a Dell Live Optics (Optical Prime) VMware
// export, an .xlsx workbook, into a Sizewise plan document (the output of
// `sizewise import liveoptics`): the inventory of the vSphere estate with
// what the collector measured (peak and average IOPS, read/write ratio,
// peak write throughput, peak CPU, memory consumed and active), and per
// cluster the scenarios of engine/estate, its stretched links sized from
// the measured writes.
//
// It is pure (no file or network I/O): it reads through an io.ReaderAt, in
// steps (Importer.Step, Progress) or at once (Import), like engine/rvtools.
//
// # The workbook
//
// Optical Prime's VMware workbook has the sheets Details (label/value pairs
// under blank rows: project, date, collector build), ESX Hosts, ESX
// Performance, Host Devices, VMs, VM Performance, VM Disks (the guests'
// file systems), ESX Licenses, Host Disks, Host Network Adapters and
// sometimes Custom Attributes. Read here: Details, ESX Hosts, ESX
// Performance, VMs and VM Performance; columns are found by their header
// names, never by position. Exports of 2022 label units "(MB)", "(KB)",
// "(GB)", later ones "(MiB)", "(KiB)", "(GiB)": the same binary units, the
// same columns; both are read. VM Performance may have fewer rows than VMs
// (VMs with no performance data) and is keyed by "MOB ID": VM names
// repeat. A VM's cluster may be blank (a standalone host). Read/write
// ratios are text ("35% / 65%"). The GENERAL (servers) and Hyper-V shapes
// of Live Optics are refused with a line saying what is read.
//
// The field definitions are Dell's "Optical Prime VMware Excel Field
// Definitions" (the glossary article the export's Details sheet links,
// dell.com/support/kbdoc/000230698), and "Live Optics | Optical Prime |
// VMware Guest VM Performance" (Dell, kbdoc 000299135: VM performance comes
// from vCenter's archived statistics, summarised as peaks and averages per
// VM; no time series).
//
// # Throughput units
//
// Live Optics writes throughput as "MB/s" in both generations, where it
// relabelled memory MB → MiB. vCenter's throughput counters are KBps of
// 1,024 bytes, so MB/s is read as MiB/s (taking MiB sizes a link 4.9 %
// larger than taking MB: the safe side), and converted to decimal MB/s
// (× 1.048576) for the stretched-bandwidth calculator.
package liveoptics
