package logic

import (
	"math/bits"
	"strconv"
)

func trailing(m uint32) int   { return bits.TrailingZeros32(m) }
func trailing64(m uint64) int { return bits.TrailingZeros64(m) }

func itoa(i int) string { return strconv.Itoa(i) }
