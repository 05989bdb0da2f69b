#!/usr/bin/env bash
# Builds Crest's container images here, where no image registry is reachable: the base images
# are made locally with mmdebstrap from Debian's own packages (deb.debian.org, the mirror this
# machine's apt uses), then imported into podman, and the Crest image is built from the
# Dockerfile on them. Debian 13 (trixie) rather than the machine's 12: its Node.js is 20.19, the
# version the portal needs (bookworm's is 18).
#   localhost/crest-node:trixie    slim runtime: essential packages, nodejs, ca-certificates
#   localhost/crest-tools:trixie   build and services: nodejs, npm, PostgreSQL, nginx
#   localhost/crest:latest         the portal (Dockerfile), unless SKIP_CREST=1
# As root (rootful podman). Installs mmdebstrap and podman with apt-get when missing.
#   bash scripts/build-base-image.sh
set -euo pipefail
cd "$(dirname "$0")/.."

SUITE=${SUITE:-trixie}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
NODE_IMAGE=${NODE_IMAGE:-localhost/crest-node:$SUITE}
TOOLS_IMAGE=${TOOLS_IMAGE:-localhost/crest-tools:$SUITE}
CREST_IMAGE=${CREST_IMAGE:-localhost/crest:latest}

missing=()
command -v mmdebstrap >/dev/null || missing+=(mmdebstrap)
command -v podman >/dev/null || missing+=(podman)
command -v runc >/dev/null || missing+=(runc)
command -v podman-compose >/dev/null || missing+=(podman-compose)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# A sandbox without CAP_SYS_RESOURCE on hybrid cgroups (ours) runs containers only with runc
# and rlimits no higher than its own: deploy/podman-containers.conf says so.
source scripts/lib/podman-conf.sh

work=$(mktemp -d /tmp/crest-images.XXXXXX)
trap 'rm -rf "$work"' EXIT

# One root file system, imported as an image. --mode=root: a plain chroot as root, so it needs no
# user namespaces; the keyring for trixie ships with bookworm's debian-archive-keyring.
make_image() {
  local image=$1 variant=$2 packages=$3
  if podman image exists "$image" && [ -z "${REBUILD:-}" ]; then
    echo "$image exists (REBUILD=1 makes it again)"
    return
  fi
  echo "mmdebstrap $SUITE ($variant + $packages) -> $image"
  mmdebstrap --mode=root --variant="$variant" --include="$packages" \
    --keyring=/usr/share/keyrings/debian-archive-keyring.gpg \
    --aptopt='Acquire::Retries "3"' \
    --customize-hook='rm -rf "$1"/var/cache/apt/archives/*.deb "$1"/var/lib/apt/lists/*' \
    "$SUITE" "$work/rootfs.tar" "$MIRROR"
  podman import --change 'CMD ["/bin/bash"]' "$work/rootfs.tar" "$image" >/dev/null
  rm -f "$work/rootfs.tar"
  echo "$image: $(podman image inspect --format '{{.Size}}' "$image" | numfmt --to=iec)"
}

# The build stage downloads packages from the npm registry: where this machine reaches it
# through a proxy with its own certificate authority (/usr/local/share/ca-certificates), the
# tools image trusts the same authorities. The runtime image is left as Debian made it.
trust_host_authorities() {
  local image=$1
  compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null || return 0
  mkdir -p "$work/cas"
  cp /usr/local/share/ca-certificates/*.crt "$work/cas/"
  printf 'FROM %s\nCOPY *.crt /usr/local/share/ca-certificates/\nRUN update-ca-certificates >/dev/null\n' "$image" \
    | podman build -q -t "$image" -f - "$work/cas" >/dev/null
  echo "$image trusts this machine's certificate authorities"
}

make_image "$NODE_IMAGE" essential "nodejs,ca-certificates"
make_image "$TOOLS_IMAGE" apt "nodejs,npm,ca-certificates,postgresql,nginx-light,curl"
trust_host_authorities "$TOOLS_IMAGE"

if [ -z "${SKIP_CREST:-}" ]; then
  # Docker format: OCI images have no HEALTHCHECK.
  podman build --format docker --build-arg "BUILD_BASE=$TOOLS_IMAGE" --build-arg "RUNTIME_BASE=$NODE_IMAGE" \
    -t "$CREST_IMAGE" -f Dockerfile .
  echo "$CREST_IMAGE: $(podman image inspect --format '{{.Size}}' "$CREST_IMAGE" | numfmt --to=iec)"
fi
