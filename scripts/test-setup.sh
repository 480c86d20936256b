#!/usr/bin/env bash
# What the tests need besides node_modules (npm's `pretest` runs this, and so does .ci/run):
#   Chromium         the browser tests (CHROMIUM_PATH, or /usr/bin/chromium)
#   LibreOffice Calc opens the fleet export in tests/api/cars-excel-libreoffice.test.ts (soffice)
#   DejaVu fonts     the fonts Chromium draws the pages' text with (Debian's Chromium brings none)
#   PostgreSQL 15    only with --postgres: CI's second run of the API suite on a real server
# All present: done at once, no apt call. Something missing: installed with apt-get when this runs
# as root on Debian (unless TEST_SETUP_NO_INSTALL=1), otherwise it stops with the command to run.
set -euo pipefail

postgres=false
for arg in "$@"; do
  case "$arg" in
    --postgres) postgres=true ;;
    *) echo "test-setup: unknown option $arg (known: --postgres)" >&2; exit 2 ;;
  esac
done

fail() {
  echo "" >&2
  echo "npm test cannot start: $1" >&2
  echo "$2" >&2
  echo "" >&2
  exit 1
}

# A browser of the person's own choosing is theirs to fix: installing Debian's would not help.
if [ -n "${CHROMIUM_PATH:-}" ] && [ ! -x "$CHROMIUM_PATH" ]; then
  fail "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." \
    "Point CHROMIUM_PATH at Chromium, or unset it to use /usr/bin/chromium."
fi

missing=()
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-calc-nogui)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
if $postgres; then [ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15); fi

[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && apt-get install -y ${missing[*]}"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 && [ "${TEST_SETUP_NO_INSTALL:-}" != 1 ]; then
  echo "test-setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${missing[@]}" >/dev/null
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  fail "missing ${missing[*]}." "Install what is missing with:  sudo sh -c '$command'"
fi
fail "missing ${missing[*]} (Debian package names)." \
  "Install Chromium, LibreOffice Calc (soffice on the PATH) and the DejaVu fonts with your system's packages, or set CHROMIUM_PATH to a Chromium."
