package plans

import (
	"bytes"
	"encoding/json"
)

// object is a JSON object that keeps its keys in document order, so result
// records read in the order the calculator declares their fields (thresholds
// high, clear, soft, hard, low rather than alphabetically).
type object struct {
	keys []string
	vals map[string]any
}

func (o *object) get(k string) any {
	if o == nil {
		return nil
	}
	return o.vals[k]
}

// decodeObject turns a result or inputs struct into an ordered JSON object
// with exact number text; nil when it is not an object.
func decodeObject(v any) *object {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return decodeRaw(b)
}

// decodeRaw decodes a JSON object in order; nil when b is not one.
func decodeRaw(b []byte) *object {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	v, err := decodeValue(dec, 0)
	if err != nil {
		return nil
	}
	o, _ := v.(*object)
	return o
}

type depthError struct{}

func (depthError) Error() string { return "nested too deeply" }

// decodeValue reads one JSON value: *object, []any, json.Number, string,
// bool or nil.
func decodeValue(dec *json.Decoder, depth int) (any, error) {
	if depth > 64 {
		return nil, depthError{}
	}
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch d := t.(type) {
	case json.Delim:
		switch d {
		case '{':
			o := &object{vals: map[string]any{}}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				v, err := decodeValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				if _, dup := o.vals[k]; !dup {
					o.keys = append(o.keys, k)
				}
				o.vals[k] = v
			}
			_, err := dec.Token() // '}'
			return o, err
		case '[':
			list := []any{}
			for dec.More() {
				v, err := decodeValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				list = append(list, v)
			}
			_, err := dec.Token() // ']'
			return list, err
		}
	}
	return t, nil
}
