package scenario

import (
	"errors"
	"reflect"
	"strings"
	"sync"

	"github.com/go-playground/validator/v10"
)

var (
	validateOnce sync.Once
	validate     *validator.Validate
)

func validatorInstance() *validator.Validate {
	validateOnce.Do(func() {
		validate = validator.New(validator.WithRequiredStructEnabled())
		validate.RegisterTagNameFunc(func(f reflect.StructField) string {
			return JSONName(f)
		})
		// finite rejects NaN and ±Inf, which JSON cannot carry but a URL
		// parameter or a Go caller can.
		validate.RegisterValidation("finite", func(fl validator.FieldLevel) bool {
			f := fl.Field()
			switch f.Kind() {
			case reflect.Float32, reflect.Float64:
				x := f.Float()
				return x == x && x-x == 0
			}
			return true
		})
	})
	return validate
}

// Validate checks v (a pointer to a struct) against its `validate` tags and
// returns one FieldError per failed rule, keyed by the JSON path under path.
// Float fields should carry `finite` among their rules.
func Validate(path string, v any) Errors {
	err := validatorInstance().Struct(v)
	if err == nil {
		return nil
	}
	var verrs validator.ValidationErrors
	if !errors.As(err, &verrs) {
		panic("scenario: Validate: " + err.Error())
	}
	out := make(Errors, 0, len(verrs))
	for _, fe := range verrs {
		ns := fe.Namespace()
		// Drop the root type name: "Inputs.vms[0].shares" -> "vms[0].shares".
		if _, rest, ok := strings.Cut(ns, "."); ok {
			ns = rest
		}
		out = append(out, FieldError{Field: Join(path, ns), Message: ruleMessage(fe)})
	}
	return out
}

// ruleMessage turns a failed validator rule into words a user understands.
func ruleMessage(fe validator.FieldError) string {
	p := fe.Param()
	switch fe.Tag() {
	case "gte", "min":
		return "must be " + p + " or more"
	case "gt":
		return "must be more than " + p
	case "lte", "max":
		return "must be " + p + " or less"
	case "lt":
		return "must be less than " + p
	case "oneof":
		return "must be one of: " + strings.Join(strings.Fields(p), ", ")
	case "required":
		return "is required"
	case "finite":
		return "must be a finite number"
	case "ne":
		return "must not be " + p
	case "dive":
		return "is not valid"
	}
	return "is not valid (" + fe.Tag() + " " + p + ")"
}
