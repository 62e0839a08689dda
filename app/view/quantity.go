package view

import "github.com/sizewise/sizewise/engine/msg"

// Quantity is x with its unit in lang, as every writer shows a number
// ("560 Mbps", "5 хостов").
func Quantity(lang msg.Lang, x float64, u msg.Unit) string { return quantity(lang, x, u) }
