// Package rvtools turns an RVTools export (an .xlsx workbook) into a
// Sizewise plan document (the output of `sizewise import rvtools`): an
// inventory summary of the
// vSphere estate and, per cluster, scenarios that eval accepts as they are
// (vsan-capacity, memory-states, stretched-bandwidth), each derived input
// explained in the scenario's notes.
//
// It is pure (no file or network I/O): it reads through an io.ReaderAt the
// caller provides (an *os.File natively, a bytes.Reader over the file the
// user picked in the browser), in steps (Importer.Step, Progress) so that a
// browser tab stays responsive, or at once (Import).
//
// # Columns
//
// Columns are found by their header text, never by position: vCenter
// custom attributes ("Backup status", "Last backup"…) are inserted among
// the standard columns, and versions differ. RVTools 4.x headers carry MiB
// ("Provisioned MiB", "In Use MiB", "Capacity MiB", "Size MiB (total)");
// 3.x the same quantities as MB ("In Use MB"…), the same binary unit under
// the old name. The header names used here are those of RVTools 4.x exports
// as listed by projects that parse or reproduce them: the RVToolsDW "RVTools
// Tabs Reference" (bankielewicz, GitHub, 2025), the column lists of the
// Kylow vmware_rvtools_exporter (Yoobuu, GitHub, 2025, compared header by
// header with a real RVTools 4.x export), and for 3.x the open-source
// parsers on GitHub that read "Provisioned MB", "In Use MB" and "Unshared
// MB" from older exports and take the MiB names when present; the vMetaData
// layout ("RVTools major version",
// "RVTools version", "xlsx creation datetime", "Server", one row per
// vCenter) from the same sources. The tab descriptions are RVTools' own
// (Rob de Veij, RVTools documentation, robware.net; Dell since 2023).
//
// # Rows that are counted
//
// A row counts when its key cell (VM on vInfo, vDisk, vSnapshot, vMemory;
// Host on vHost) is filled. Workbooks edited by hand carry thousands of
// formatted blank rows (no key: skipped) and typed total rows: a row whose
// key cell starts with a total word (Total, Totals, Grand total, Subtotal,
// Sum, Summe, Итого, Всего, Сумма) and whose identity cells (those a real
// row always has: Powerstate, VM ID, VM UUID, Host, VI SDK Server… see
// identity) are all empty is a total and is skipped; a VM that happens to
// be named "Total" keeps its identity cells and is counted. A row that
// repeats the header (every identity cell equal to its header) is skipped
// too. The plan's notes count what was skipped, with row numbers.
package rvtools
