package sioc_test

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/sioc"
)

func TestCodecFromQuery(t *testing.T) {
	var codec sioc.VMCodec
	// A VM line as a user types it: empty columns are absent.
	raw, err := codec.FromQuery([]string{"VM2,esx1,2500,,5000,"})
	require.NoError(t, err)
	assert.JSONEq(t, `[{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000}]`, string(raw))

	raw, err = codec.FromQuery([]string{
		"VM1, esx1, high, 100, 0, 10",
		`"VM, prod",esx2,Low`,
		"",
		"VM4,esx2,10 000.5",
		"a,b\nc,d,normal",
	})
	require.NoError(t, err)
	assert.JSONEq(t, `[
		{"name":"VM1","host":"esx1","shares":"high","reservation_iops":100,"limit_iops":0,"demand_iops":10},
		{"name":"VM, prod","host":"esx2","shares":"low"},
		{"name":"VM4","host":"esx2","shares":10000.5},
		{"name":"a","host":"b"},
		{"name":"c","host":"d","shares":"normal"}]`, string(raw))

	raw, err = codec.FromQuery([]string{"", " "})
	require.NoError(t, err)
	assert.JSONEq(t, `[]`, string(raw))
}

func TestCodecErrorsNameLineAndColumn(t *testing.T) {
	var codec sioc.VMCodec
	for _, tt := range []struct {
		values []string
		msg    string
	}{
		{[]string{"VM1,esx1,1000", "VM2,esx1,lots"}, `VM line 2, column 3 (shares): must be a number of shares or "low", "normal" or "high"`},
		{[]string{"VM1,esx1,1000,abc"}, "VM line 1, column 4 (reservation_iops): must be a number"},
		{[]string{"VM1,esx1,1000,,,NaN"}, "VM line 1, column 6 (demand_iops): must be a number"},
		{[]string{"", "VM1,esx1,1000,,5000,,7"}, "VM line 2: has 7 columns; expected at most 6: name,host,shares,reservation_iops,limit_iops,demand_iops"},
		{[]string{"VM1,esx1\n\nVM\"3,esx2"}, "VM line 3, column 3: bare \" in non-quoted-field; quote a name with commas as \"VM, prod\""},
	} {
		_, err := codec.FromQuery(tt.values)
		require.Error(t, err, "%q", tt.values)
		assert.Equal(t, tt.msg, err.Error())
	}
}

// TestColumnLabels: every column of a VM line has a label in both languages.
func TestColumnLabels(t *testing.T) {
	assert.Len(t, sioc.ColumnLabels, len(sioc.Columns))
	for _, col := range sioc.Columns {
		l, ok := sioc.ColumnLabels[col]
		if assert.True(t, ok, col) {
			assert.NotEmpty(t, l.EN, col)
			assert.NotEmpty(t, l.In(msg.RU), col)
		}
	}
}

// TestHintIsTheSyntax: the vms hint names the columns of a line as the
// parser reads them, in order, with spaces after the commas (which the
// parser accepts), and the share levels it quotes are those the parser
// knows, at the numbers it gives.
func TestHintIsTheSyntax(t *testing.T) {
	c, ok := calc.Lookup(sioc.ID)
	require.True(t, ok)
	f, ok := c.Meta().Field("vms")
	require.True(t, ok)
	for _, tt := range []struct {
		lang       msg.Lang
		open, shut string
	}{{msg.EN, "“", "”"}, {msg.RU, "«", "»"}} {
		hint := f.Hint.In(tt.lang)
		quoted := regexp.MustCompile(tt.open+`([^`+tt.shut+`]*)`+tt.shut+`(?: \((\d+)\))?`).FindAllStringSubmatch(hint, -1)
		require.Len(t, quoted, 4, hint)
		assert.Equal(t, strings.Join(sioc.Columns, ", "), quoted[0][1], hint)
		for _, q := range quoted[1:] {
			l, ok := sioc.Level(q[1])
			if assert.True(t, ok, "%s in %q", q[1], hint) {
				assert.Equal(t, q[2], strconv.FormatFloat(l.Value(), 'f', -1, 64), q[1])
			}
		}
	}
	// A line typed as the hint shows it, spaces after the commas.
	var codec sioc.VMCodec
	raw, err := codec.FromQuery([]string{"VM1, esx1, high, 100, 5000, 10", "VM2, esx2, 750, , , "})
	require.NoError(t, err)
	assert.JSONEq(t, `[{"name":"VM1","host":"esx1","shares":"high","reservation_iops":100,"limit_iops":5000,"demand_iops":10},
		{"name":"VM2","host":"esx2","shares":750}]`, string(raw))
}

func TestCodecRoundTrip(t *testing.T) {
	c, _ := calc.Lookup(sioc.ID)
	m := c.Meta()
	q := calc.Values(c.Defaults())
	assert.Equal(t, []string{"VM1,esx1,1000,,,10", "VM2,esx1,2500,,5000,", "VM3,esx2,500,,,", "VM4,esx2,1000,,,"}, q["vms"])
	assert.Equal(t, "datastore_iops=8000&vms=VM1%2Cesx1%2C1000%2C%2C%2C10&vms=VM2%2Cesx1%2C2500%2C%2C5000%2C&vms=VM3%2Cesx2%2C500%2C%2C%2C&vms=VM4%2Cesx2%2C1000%2C%2C%2C&rules=classic&rules_revision=2",
		calc.EncodeQuery(m, q))
	in, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	assert.JSONEq(t, string(c.Defaults().JSON()), string(in.JSON()))

	// Levels, quoted names and every column survive the trip.
	doc := `{"datastore_iops":1200,"vms":[{"name":"VM, \"prod\"","host":"esx 1","shares":"high","reservation_iops":10.5,"limit_iops":0,"demand_iops":99}]}`
	in, errs, ok = c.Resolve(json.RawMessage(doc), calc.Strict)
	require.True(t, ok, "%v", errs)
	q = calc.Values(in)
	assert.Equal(t, []string{`"VM, ""prod""",esx 1,high,10.5,0,99`}, q["vms"])
	back, errs, ok := c.ResolveValues(url.Values(q), calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	assert.JSONEq(t, string(in.JSON()), string(back.JSON()))

	// A bad line is reported at inputs.vms and the rest of the query is kept.
	in, errs, _ = c.ResolveValues(url.Values{"vms": {"VM1,esx1,x"}, "datastore_iops": {"9000"}}, calc.ParseNumber, calc.Lenient)
	assert.Equal(t, `VM line 1, column 3 (shares): must be a number of shares or "low", "normal" or "high"`, errs.For("inputs.vms"))
	assert.Equal(t, 9000.0, in.Value().(sioc.Inputs).DatastoreIOPS)
	assert.Nil(t, sioc.VMCodec{}.ToQuery(json.RawMessage(`{"not":"a list"}`)))
}

func FuzzCodec(f *testing.F) {
	f.Add("VM2,esx1,2500,,5000,")
	f.Add(`"VM, prod",esx2,low,1,2,3`)
	f.Add("a,b\n\nc")
	f.Fuzz(func(t *testing.T, line string) {
		var codec sioc.VMCodec
		raw, err := codec.FromQuery([]string{line})
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty message")
			}
			return
		}
		// What the codec accepts renders back to text that reads the same.
		again, err := codec.FromQuery(codec.ToQuery(raw))
		if err != nil {
			return // e.g. a value ToQuery cannot parse (invalid shares), left to validation
		}
		var a, b any
		require.NoError(t, json.Unmarshal(raw, &a))
		require.NoError(t, json.Unmarshal(again, &b))
		if ok := assert.ObjectsAreEqual(a, b); !ok {
			t.Fatalf("round trip changed %q: %s → %s", line, raw, again)
		}
	})
}
