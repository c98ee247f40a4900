package verify_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/verify"
)

// asProgram turns a UserRule into the text protocol of an external
// program (a state line in, claims lines out), as --claims-cmd runs one.
func asProgram(r verify.UserRule) func(string) (string, error) {
	return func(stdin string) (string, error) {
		s, err := verify.ParseSoundnessState(strings.TrimSpace(stdin))
		if err != nil {
			return "", err
		}
		var b strings.Builder
		for _, f := range r.Find(s) {
			rec := verify.ClaimRecord{Rule: f.Text}
			for _, x := range f.Elims {
				rec.Eliminations = append(rec.Eliminations, s.G.FormatElim(x))
			}
			line, _ := json.Marshal(rec)
			b.Write(line)
			b.WriteByte('\n')
		}
		return b.String(), nil
	}
}

// TestCheckClaims: the claims of the wrong X-wing on the fuzzer's states
// are written as a claims file; CheckClaims proves the valid ones, refutes
// the others with a counterexample, and, given the program, shrinks each
// refuted claim's state to one where the program still makes the claim.
func TestCheckClaims(t *testing.T) {
	wrong := xWing(false)
	prog := asProgram(wrong)
	var file strings.Builder
	file.WriteString("# claims of x-wing-wrong\n\nnot json\n{\"eliminations\": [\"r1c1≠1\"]}\n")
	for _, pz := range []string{ // cbg-000 #382, #1249, #2862, #109
		"..3.5.7...5..8....7.9.3...6...5..93..7....2.1..8....7.64...18..8.5........7...4.2",
		"..34.6..9....8..237..1.25..271.4....5..6......3...8..7.......9..459..2....7..4...",
		"1....6..9..........8.1..56..3.6..8.1........7.....8246.4.9...2.56.841.....7..3...",
		".23....8.4....9..378....5......75.3.......215...61...7.6.5.1....42.3....9....4..8",
	} {
		s, err := verify.ParseSoundnessState(pz)
		if err != nil {
			t.Fatal(err)
		}
		s.BRT()
		out, _ := prog(s.Grid().StateString())
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			if line == "" {
				continue
			}
			var rec verify.ClaimRecord
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				t.Fatal(err)
			}
			rec.State = s.Grid().StateString()
			b, _ := json.Marshal(rec)
			file.Write(b)
			file.WriteByte('\n')
		}
	}
	ch := verify.ProgramChecker("x-wing-wrong", prog)
	rep, err := verify.CheckClaims(strings.NewReader(file.String()), &ch)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Errors) != 2 || !strings.HasPrefix(rep.Errors[0], "line 3:") || !strings.HasPrefix(rep.Errors[1], "line 4: no state") {
		t.Errorf("errors %q", rep.Errors)
	}
	if rep.Valid == 0 || rep.Invalid == 0 || rep.Valid+rep.Invalid != rep.Claims {
		t.Fatalf("%d claims: %d valid, %d invalid", rep.Claims, rep.Valid, rep.Invalid)
	}
	for _, v := range rep.Verdicts {
		if v.Valid {
			continue
		}
		if len(v.Counterexample) != 81 || v.Shrunk == "" || v.ShrunkSize >= v.Size {
			t.Errorf("line %d %s: counterexample %q, shrunk %d -> %d", v.Line, v.Claim, v.Counterexample, v.Size, v.ShrunkSize)
			continue
		}
		// The shrunk state still makes the program claim it, and SAT refutes it.
		s, err := verify.ParseSoundnessState(v.Shrunk)
		if err != nil {
			t.Fatal(err)
		}
		if _, claim, ok := verify.Refute(ch, 1, s); !ok || claim == "" {
			t.Errorf("line %d: the shrunk state does not reproduce a refuted claim", v.Line)
		}
	}
	t.Logf("%d claims: %d valid, %d invalid", rep.Claims, rep.Valid, rep.Invalid)
}
