package resumefile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestComplete(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out")
	if data, err := Complete(path); data != nil || err != nil {
		t.Fatalf("missing file: %q, %v", data, err)
	}
	for _, tc := range []struct{ in, want string }{
		{"a\nb\n", "a\nb\n"},
		{"a\nb\npart", "a\nb\n"},
		{"part", ""},
		{"", ""},
	} {
		if err := os.WriteFile(path, []byte(tc.in), 0o644); err != nil {
			t.Fatal(err)
		}
		data, err := Complete(path)
		if err != nil || string(data) != tc.want {
			t.Errorf("%q: %q, %v", tc.in, data, err)
		}
		if onDisk, _ := os.ReadFile(path); string(onDisk) != tc.want {
			t.Errorf("%q: file left as %q", tc.in, onDisk)
		}
	}
}
