#!/usr/bin/env bash
# Installs what the notebooks need, idempotently: Jupyter's headless runner
# (Debian packages, only those missing), the GoNB kernel (pinned in
# tools/go.mod) and goimports (pinned here), and registers the kernel.
# Run as root (or with sudo available) on Debian; needs the Debian archive
# and the Go module proxy.
set -euo pipefail
cd "$(dirname "$0")"

GOIMPORTS_VERSION=v0.52.0 # golang.org/x/tools
export PATH="$PATH:/usr/local/go/bin:$(go env GOPATH 2>/dev/null || echo "$HOME/go")/bin"
GOBIN="$(go env GOPATH)/bin"

pkgs=(jupyter-nbconvert python3-nbclient jupyter-client python3-ipykernel)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# GoNB: pinned by tools/go.mod ("go install github.com/janpfeifer/gonb@vX"
# does not work here: the module proxy refuses gonb's version list, which
# that form reads to check for deprecation).
(cd tools && go install github.com/janpfeifer/gonb)
[ "$(go version -m "$GOBIN/goimports" 2>/dev/null | awk '$1=="mod"{print $3}')" = "$GOIMPORTS_VERSION" ] ||
  go install "golang.org/x/tools/cmd/goimports@$GOIMPORTS_VERSION"

# Register the kernel (gopls, for auto-complete only, is not needed headless).
"$GOBIN/gonb" --install --force_deps >/dev/null 2>&1 || "$GOBIN/gonb" --install --force_deps
/usr/bin/jupyter kernelspec list | grep -q '^ *gonb ' || { echo "setup.sh: gonb kernel not registered" >&2; exit 1; }
echo "setup.sh: jupyter $(/usr/bin/jupyter nbconvert --version), gonb $(go version -m "$GOBIN/gonb" | awk '$1=="mod"{print $3}'), goimports $GOIMPORTS_VERSION"
