package te

import (
	"context"
	"errors"
	"testing"

	"github.com/sudolab/sudolab/logic"
)

// TestSearchesStopOnContext: T&E, T&E depth and backdoors stop with the
// context's error when it is done (here: before they start, so no timing
// is involved), and run to the end with a live context.
func TestSearchesStopOnContext(t *testing.T) {
	const em = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
	done, cancel := context.WithCancel(context.Background())
	cancel()
	s, sol := teMustState(t, teParse(t, em))
	if r := TE(s.Clone(), logic.BRTTheory, 2, TEOptions{Solution: sol, Ctx: done}); !errors.Is(r.Err, context.Canceled) || r.Status != logic.Open {
		t.Errorf("TE: %v %v", r.Status, r.Err)
	}
	if r := TE(s.Clone(), logic.BRTTheory, 2, TEOptions{Solution: sol, Ctx: context.Background()}); r.Err != nil || r.Status != logic.Solved {
		t.Errorf("TE, live context: %v %v", r.Status, r.Err)
	}
	if _, ok := TEDepth(s, 3, TEOptions{Solution: sol, Ctx: done}); ok {
		t.Error("TEDepth: ok with a done context")
	}
	if _, err := BackdoorsContext(done, s, sol, 8, false); !errors.Is(err, context.Canceled) {
		t.Errorf("backdoors: %v", err)
	}
	if r, err := BackdoorsContext(context.Background(), s, sol, 3, false); err != nil || r.Size != 3 {
		t.Errorf("backdoors, live context: %+v %v", r, err)
	}
}
