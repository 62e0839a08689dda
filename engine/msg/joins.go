package msg

// Shared shapes of text that put other texts together: one key each, for
// every calculator, instead of a copy per package.
var (
	// Becomes is "{0} → {1}": a value and what it leads to (a chart's
	// marker: the load typed and its answer).
	Becomes = NewKey("msg.becomes", "{0} → {1}")
	// Then is "{0} {1}": two texts one after the other, in the language's
	// order (a reason and the next one, a state and its share).
	Then = NewKey("msg.then", "{0} {1}")
)
