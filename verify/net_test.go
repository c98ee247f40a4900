package verify_test

import (
	"os"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/verify"
)

// pmWith is the full pencil-mark state with some cells restricted.
func pmWith(cells map[string]string) *logic.State {
	g := logic.Geom(3)
	s := logic.NewState(g)
	for name, ds := range cells {
		var r, c int
		r, c = int(name[1]-'0'), int(name[3]-'0')
		var m uint32
		for _, d := range ds {
			m |= 1 << uint(d-'1')
		}
		s.Cands[(r-1)*9+c-1] = m
	}
	return s
}

func loadNet(t *testing.T, path string) *verify.Net {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n, err := verify.ParseNet(data)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestNetBranching: a net with one branching cell (XY-chain on each branch)
// is accepted and its target is SAT-proven; breaking it is rejected.
func TestNetBranching(t *testing.T) {
	s := pmWith(map[string]string{"r1c5": "124", "r5c5": "23", "r5c1": "13", "r2c4": "45", "r2c2": "15"})
	n := loadNet(t, "testdata/net-branch.json")
	v := verify.VerifyNet(s, n)
	if !v.Valid {
		t.Fatalf("rejected: %s", v.Reason)
	}
	if v.Paths != 2 {
		t.Errorf("%d paths", v.Paths)
	}
	if p := verify.ProveEliminations(s, []logic.Cand{v.Target})[0]; p.Verdict != encode.Valid {
		t.Errorf("net: SAT refutes %s", gl.GLCandName(s.G, v.Target))
	}
	// Drop the second branch: r1c5#4 becomes an unjustified additional candidate.
	n.Cells[0].RLC, n.Cells[0].Next = n.Cells[0].RLC[:1], n.Cells[0].Next[:1]
	n.Cells = n.Cells[:3]
	if v := verify.VerifyNet(s, n); v.Valid || !strings.Contains(v.Reason, "r1c5#4") {
		t.Errorf("broken net: %+v", v)
	}
	// A wrong link.
	n = loadNet(t, "testdata/net-branch.json")
	n.Cells[1].LLC, n.Cells[1].RLC = "r5c5#3", []string{"r5c5#2"}
	if v := verify.VerifyNet(s, n); v.Valid {
		t.Errorf("wrong link accepted")
	}
	// A cycle.
	n = loadNet(t, "testdata/net-branch.json")
	n.Cells[2].Next = []string{"C1"}
	if v := verify.VerifyNet(s, n); v.Valid {
		t.Errorf("cyclic net accepted")
	}
}

// TestNET2NonBraid: the non-braid pattern of docs/nets.md §8.4 is rejected.
func TestNET2NonBraid(t *testing.T) {
	s := pmWith(map[string]string{"r1c2": "123", "r2c3": "123"})
	v := verify.VerifyNet(s, loadNet(t, "testdata/net-nonbraid.json"))
	if v.Valid {
		t.Fatal("non-braid accepted")
	}
	t.Log(v.Reason)
	// From z one only gets (rlc1 ∧ rlc2) ∨ (t1 ∧ t2): T&E(BRT) stalls.
	z := s.G.Cand(0, 1)
	tt := s.Clone()
	tt.Assert(0, 1)
	if tt.BRT() == logic.Contradiction {
		t.Errorf("T&E(BRT) eliminates z on the non-braid pattern")
	}
	_ = z
}
