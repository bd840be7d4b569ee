#!/bin/sh
# The compose proxy's start (docker-compose.yml): writes nginx's configuration for where TLS ends,
# checks what that needs, then runs nginx. Settings it cannot work with stop it before nginx
# starts: one line each, naming the setting, all of them at once, and exit status 78 (EX_CONFIG).
#   TLS_ENDS_AT=proxy (default): TLS ends here, with fullchain.pem and privkey.pem from
#     TLS_CERT_DIR (mounted at /etc/nginx/certs); plain HTTP redirects to HTTPS on HTTPS_PORT.
#   TLS_ENDS_AT=upstream: a load balancer in front ends TLS; no certificate is needed here.
#   PARTNER_HOSTS (space-separated, lower-case names): partners' own domains, each served with
#     its certificate from TLS_CERT_DIR/{host}/ when TLS ends here (upstream: the load balancer's).
set -eu
TEMPLATES="${PROXY_TEMPLATES:-/etc/nginx/guardian}"
CERTS="${PROXY_CERTS:-/etc/nginx/certs}"
OUT="${PROXY_CONF:-/etc/nginx/conf.d/default.conf}"

problems=0
refuse() {
  echo "proxy: $1" >&2
  problems=$((problems + 1))
}

case "${TLS_ENDS_AT:-proxy}" in
  proxy)
    missing=""
    for file in fullchain.pem privkey.pem; do
      [ -s "$CERTS/$file" ] || missing="$missing $file"
    done
    [ -z "$missing" ] || refuse "Missing TLS_CERT_DIR:$missing not found: set TLS_CERT_DIR to a directory with fullchain.pem and privkey.pem of PUBLIC_URL's name, or TLS_ENDS_AT=upstream when a load balancer in front ends TLS"
    for host in ${PARTNER_HOSTS:-}; do
      case "$host" in
        *[!a-z0-9.-]* | .* | *. | *..*)
          refuse "Invalid PARTNER_HOSTS name \"$host\": expected a lower-case host name without port (learn.example.com)"
          continue
          ;;
      esac
      for file in fullchain.pem privkey.pem; do
        [ -s "$CERTS/$host/$file" ] || refuse "Missing TLS_CERT_DIR/$host/$file: each of PARTNER_HOSTS needs its certificate in a directory of its name"
      done
    done
    port="${HTTPS_PORT:-443}"
    case "$port" in
      '' | *[!0-9]*) refuse "Invalid HTTPS_PORT \"$port\": expected a port number" ;;
    esac
    [ "$problems" -eq 0 ] || exit 78
    suffix=":$port"
    [ "$port" != 443 ] || suffix=""
    sed "s/__HTTPS_PORT_SUFFIX__/$suffix/" "$TEMPLATES/tls.conf" >"$OUT"
    for host in ${PARTNER_HOSTS:-}; do
      sed "s/__HOST__/$host/g" "$TEMPLATES/partner-host.conf" >>"$OUT"
    done
    ;;
  upstream)
    cp "$TEMPLATES/upstream-tls.conf" "$OUT"
    ;;
  *)
    refuse "Invalid TLS_ENDS_AT \"${TLS_ENDS_AT}\": expected proxy (TLS ends at this proxy) or upstream (a load balancer in front ends it)"
    exit 78
    ;;
esac
exec "${NGINX:-nginx}" -g "daemon off;"
