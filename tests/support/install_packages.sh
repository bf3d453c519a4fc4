# Sourced by tests/run.sh and examples/demo.sh: installs the Debian packages
# named in "$@" that are not installed yet.
install_packages() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "rowkey: missing Debian packages: ${missing[*]} (run as root, or install them first)" >&2
    return 1
  fi
  echo "rowkey: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
