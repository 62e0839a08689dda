package scenario

// The rules several calculators share are validate rules (validate.go),
// each with its one message: zeroorleast (0, or Least and more) and share
// (0, 100, or Least to 100 − Least).

// Least is the smallest amount that is not 0 in any calculator's inputs:
// a load, a size, a price or a share below 0.01 of its unit is not a
// measurable quantity (the forms, esxtop and vSphere's charts show two
// decimals at most), and the numbers it gives are noise hundreds of digits
// long (1e-300 IOPS of reads).
const Least = 0.01
