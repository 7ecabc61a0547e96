# Sourced by .ci/run (bash): runs CI on the current Node LTS, CI_NODE_MAJOR (default 24).
# When the machine's Node is older, Node CI_NODE_MAJOR comes from the npm registry, the one
# network CI can count on: the `node-linux-<arch>` package holds the official Node binary
# (bin/node). `npm pack` fetches its tarball (npm checks it against the registry's integrity
# hash), it is unpacked once into a cache folder and put first on PATH, so that npm (whose
# script starts with `#!/usr/bin/env node`), jest, tsx and every `node` child run on it.
#   CI_NODE_MAJOR=24        the major to run on
#   CI_NODE_CACHE=<dir>     where unpacked versions are kept (~/.cache/plateforme-dons/node)
# Try it alone: `source .ci/use-node.sh && ci_use_node && node -v`.

# Reads `npm view --json` (one version or a list, listed as text: 24.10.0 before 24.9.0) and
# prints the newest release; nothing for an error (npm then prints its error as JSON).
_CI_NEWEST_VERSION='let s = "";
process.stdin.on("data", (d) => (s += d)).on("end", () => {
  let list = [];
  try { list = [].concat(JSON.parse(s)).filter((v) => /^\d+\.\d+\.\d+$/.test(v)); } catch {}
  const key = (v) => v.split(".").map((n) => n.padStart(6, "0")).join(".");
  console.log(list.sort((a, b) => (key(a) < key(b) ? -1 : 1)).pop() ?? "");
});'

ci_use_node() {
  local want="${CI_NODE_MAJOR:-24}"
  local have
  have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$have" -lt "$want" ]; then
    local arch
    case "$(uname -m)" in
      x86_64 | amd64) arch=x64 ;;
      aarch64 | arm64) arch=arm64 ;;
      *)
        echo "CI: no node-linux package for $(uname -m); install Node $want" >&2
        return 1
        ;;
    esac
    local package="node-linux-$arch"
    local cache="${CI_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/plateforme-dons/node}"
    mkdir -p "$cache"
    # The newest $want.x the registry has; offline, the newest one already unpacked.
    local version
    version="$(npm view "$package@$want" version --json 2>/dev/null |
      node -e "$_CI_NEWEST_VERSION" || true)"
    if [ -z "$version" ]; then
      version="$(ls "$cache" 2>/dev/null | grep "^$want\." | sort -V | tail -n 1 || true)"
      if [ -z "$version" ]; then
        echo "CI: cannot reach the npm registry for $package@$want and none is cached in $cache" >&2
        return 1
      fi
      echo "CI: the npm registry did not answer; using the cached Node $version" >&2
    fi
    if [ ! -x "$cache/$version/bin/node" ]; then
      local work
      work="$(mktemp -d)"
      echo "CI: fetching Node $version from the npm registry ($package@$version)"
      if ! (cd "$work" && npm pack --silent "$package@$version" >/dev/null &&
        tar -xzf "$package-$version.tgz" && "$work/package/bin/node" -v >/dev/null); then
        rm -rf "$work"
        echo "CI: could not fetch or run $package@$version" >&2
        return 1
      fi
      rm -rf "${cache:?}/$version"
      mv "$work/package" "$cache/$version"
      rm -rf "$work"
    fi
    export PATH="$cache/$version/bin:$PATH"
    hash -r
  fi
  echo "CI: Node $(node -v) ($(command -v node)), npm $(npm -v)"
}
