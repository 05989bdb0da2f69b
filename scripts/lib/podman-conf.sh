# Sourced by the container scripts: points podman at deploy/podman-containers.conf (runc,
# rlimits within the host's) when a container cannot start with podman's defaults here, e.g.
# "crun: setrlimit `RLIMIT_NOFILE`: Operation not permitted" or "cgroups in hybrid mode not
# supported". Probes with the first local image it finds; without one it sets it when runc is there.
if [ -z "${CONTAINERS_CONF:-}" ]; then
  probe_image=$(podman images --format '{{.Repository}}:{{.Tag}}' 2>/dev/null | head -n 1)
  if [ -n "$probe_image" ]; then
    if ! podman run --rm "$probe_image" true >/dev/null 2>&1; then
      export CONTAINERS_CONF="$PWD/deploy/podman-containers.conf"
    fi
  elif command -v runc >/dev/null; then
    export CONTAINERS_CONF="$PWD/deploy/podman-containers.conf"
  fi
  [ -n "${CONTAINERS_CONF:-}" ] && echo "podman: using $CONTAINERS_CONF" >&2
fi
