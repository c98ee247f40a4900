module github.com/sudolab/sudolab

go 1.26.8

require (
	github.com/crillab/gophersat v1.4.0 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/spf13/cobra v1.10.2 // indirect
	github.com/spf13/pflag v1.0.9 // indirect
)
