package logic

import (
	"context"
	"errors"
	"testing"
)

// TestStrategyStopsOnContext: the strategy stops with the context's error
// when it is done (here: before it starts, so no timing is involved);
// logic/te tests T&E and backdoors the same way.
func TestStrategyStopsOnContext(t *testing.T) {
	const em = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
	done, cancel := context.WithCancel(context.Background())
	cancel()
	s := mustState(t, em)
	st := NewStrategy(FamilyW(), 0)
	st.Ctx = done
	if _, err := st.Run(s.Clone()); !errors.Is(err, context.Canceled) {
		t.Errorf("strategy: %v", err)
	}
}
