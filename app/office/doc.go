// Package office is the customer deliverable of a plan, ready to lay out:
// what the Word design document (app/office/docx) and the PowerPoint
// summary (app/office/pptx) show, in one language, every word and number
// already in the reader's form. Build reads a plan (app/plans) once:
// each scenario's view (app/view, the one presentation the page, the
// printed report, CSV and Markdown show), its comparisons
// (plans.Compare), the inventory summary of an imported plan, and the
// words of the document's own headings (msg texts, English and Russian).
//
// The writers only lay this out: a number in a Word table is the text the
// page shows, so the document and the page cannot disagree.
//
// # Bounds
//
// A plan file is untrusted input. Build keeps a document bounded whatever
// it is given: at most calc.MaxScenarios scenarios and
// plans.MaxComparisons comparisons (more are refused with ErrTooLarge,
// one clear line), every text a user typed (names, notes) at most
// MaxText characters (longer ones are shortened and say so), at most
// MaxNotes import notes and MaxRows rows of any inventory table.
//
// The packages below write the Office Open XML formats of ECMA-376
// ("Office Open XML File Formats", Ecma International, 5th edition, 2016;
// ISO/IEC 29500) on the standard library alone: opc (the zip package,
// content types, relationships), dml (native charts and their embedded
// workbooks), docx (WordprocessingML) and pptx (PresentationML); report
// ties them to the formats the CLI and the engine worker offer.
package office
