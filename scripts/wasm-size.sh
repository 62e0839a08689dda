#!/bin/sh
# wasm-size.sh prints the bytes of app.wasm's code per Go package, largest
# first (scripts/wasmsize explains the columns). It builds app.wasm as the
# Makefile does but keeps the function names (-ldflags=-w instead of -s -w;
# the code is the same), so it is the shipped binary plus its name section.
#   scripts/wasm-size.sh [TOP] [PACKAGE]   (defaults: 25 ./wasm)
set -eu
cd "$(dirname "$0")/.."
top=${1:-25}
pkg=${2:-./wasm}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
GOOS=js GOARCH=wasm go build -trimpath -gcflags='github.com/sizewise/...=-l' -ldflags=-w -o "$out/app.wasm" "$pkg"
GOOS=js GOARCH=wasm go list -deps "$pkg" >"$out/pkgs"
go run ./scripts/wasmsize -top "$top" -pkgs "$out/pkgs" "$out/app.wasm"
