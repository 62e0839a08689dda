package xlsx

import (
	"bytes"
	"io"
	"path"
	"strings"
)

// open opens a part for reading, within the per-part and total limits.
func (wb *Workbook) open(name string, max int64) (*partReader, error) {
	f, ok := wb.parts[partKey(name)]
	if !ok {
		return nil, nil
	}
	if f.size > uint64(max) || f.size > 1<<62 {
		return nil, tooLarge("part", f.name, max, int64(min(f.size, 1<<62)))
	}
	if wb.used+int64(f.size) > wb.lim.MaxTotal {
		return nil, tooLarge("total", f.name, wb.lim.MaxTotal, wb.used+int64(f.size))
	}
	rc, err := openZipEntry(wb.r, wb.size, *f)
	if err != nil {
		return nil, malformed(f.name, err)
	}
	return &partReader{rc: rc, wb: wb, name: f.name, max: max, declared: int64(f.size), token: wb.lim.MaxToken}, nil
}

// readAll reads a small part whole; nil when the part does not exist.
func (wb *Workbook) readAll(name string) ([]byte, error) {
	pr, err := wb.open(name, metaMax)
	if err != nil || pr == nil {
		return nil, err
	}
	defer pr.Close()
	data, err := io.ReadAll(pr)
	if err != nil {
		return nil, pr.fail(err)
	}
	return data, nil
}

// partReader reads one part, counting its bytes against the part's and the
// workbook's limits (whatever the directory declared), and refusing a run
// of more than MaxToken bytes without a '<' (one XML text or tag, which
// encoding/xml would buffer whole).
type partReader struct {
	rc       io.ReadCloser
	wb       *Workbook
	name     string
	n        int64 // bytes read
	max      int64
	declared int64
	token    int64
	sinceLT  int64 // bytes since the last '<'
	// err is the first limit passed: the decoder above may report it as a
	// syntax error (a rune cut short), so callers look here first.
	err error
}

func (p *partReader) Read(b []byte) (int, error) {
	if p.err != nil {
		return 0, p.err
	}
	n, err := p.rc.Read(b)
	p.n += int64(n)
	p.wb.used += int64(n)
	if i := bytes.LastIndexByte(b[:n], '<'); i >= 0 {
		p.sinceLT = int64(n - 1 - i)
	} else {
		p.sinceLT += int64(n)
	}
	switch {
	case p.n > p.max:
		p.err = tooLarge("part", p.name, p.max, 0)
	case p.wb.used > p.wb.lim.MaxTotal:
		p.err = tooLarge("total", p.name, p.wb.lim.MaxTotal, 0)
	case p.sinceLT > p.token:
		p.err = tooLarge("token", p.name, p.token, 0)
	}
	if p.err != nil {
		return 0, p.err
	}
	return n, err
}

// fail is the error to report for err met while reading p: the limit
// passed, if any, else err as a malformed part.
func (p *partReader) fail(err error) error {
	if p.err != nil {
		return p.err
	}
	return malformed(p.name, err)
}

func (p *partReader) Close() error { return p.rc.Close() }

// Progress is the fraction of the part read, by its declared size.
func (p *partReader) progress() float64 {
	if p.declared <= 0 {
		return 0
	}
	return min(float64(p.n)/float64(p.declared), 1)
}

// rel is one relationship of a part.
type rel struct {
	id, typ, target string
}

// readRels reads the relationships of part (its _rels/NAME.rels), with
// targets resolved to part names.
func (wb *Workbook) readRels(part string) ([]rel, error) {
	dir, file := path.Split(part)
	relsName := dir + "_rels/" + file + ".rels"
	data, err := wb.readAll(relsName)
	if err != nil || data == nil {
		return nil, err
	}
	var rels []rel
	tk := newTokenizer(bytes.NewReader(data))
	for {
		k, err := tk.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, malformed(relsName, err)
		}
		if k != tokStart || string(tk.name) != "Relationship" {
			continue
		}
		r := rel{id: string(tk.attr("Id")), typ: string(tk.attr("Type")), target: string(tk.attr("Target"))}
		if strings.EqualFold(string(tk.attr("TargetMode")), "External") || r.target == "" {
			continue
		}
		if strings.HasPrefix(r.target, "/") {
			r.target = strings.TrimPrefix(r.target, "/")
		} else {
			r.target = path.Clean(dir + r.target)
		}
		rels = append(rels, r)
	}
	return rels, nil
}

func relOfType(rels []rel, suffix string) string {
	for _, r := range rels {
		if strings.HasSuffix(r.typ, suffix) {
			return r.target
		}
	}
	return ""
}
