import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The compose proxy's start script (docker-compose.yml), run with nginx left out. */
const SCRIPT = join(import.meta.dirname, "..", "..", "docker", "nginx", "proxy-start.sh");
const TEMPLATES = join(import.meta.dirname, "..", "..", "docker", "nginx");

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "ga-proxy-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>, certificates = false) {
  if (certificates) {
    writeFileSync(join(dir, "fullchain.pem"), "certificate");
    writeFileSync(join(dir, "privkey.pem"), "key");
  }
  const out = join(dir, "default.conf");
  const run = spawnSync("sh", [SCRIPT], {
    env: {
      PATH: process.env.PATH,
      PROXY_TEMPLATES: TEMPLATES,
      PROXY_CERTS: dir,
      PROXY_CONF: out,
      NGINX: "true",
      ...env,
    },
    encoding: "utf8",
  });
  return {
    status: run.status,
    error: run.stderr.trim(),
    conf: existsSync(out) ? readFileSync(out, "utf8") : "",
  };
}

describe("the compose proxy's start", () => {
  it("ends TLS by default and refuses to start without the certificate, naming TLS_CERT_DIR", () => {
    const refused = start({});
    expect(refused.status).toBe(78);
    expect(refused.error).toMatch(
      /^proxy: Missing TLS_CERT_DIR: fullchain.pem privkey.pem not found/,
    );
    expect(refused.conf).toBe("");
    // Every problem in one start.
    const both = start({ HTTPS_PORT: "https" });
    expect(both.status).toBe(78);
    expect(both.error.split("\n")).toEqual([
      expect.stringMatching(/^proxy: Missing TLS_CERT_DIR/),
      'proxy: Invalid HTTPS_PORT "https": expected a port number',
    ]);
  });

  it("redirects plain HTTP to HTTPS on HTTPS_PORT", () => {
    const standard = start({}, true);
    expect(standard.status).toBe(0);
    expect(standard.conf).toContain("return 301 https://$host$request_uri;");
    expect(standard.conf).toContain("ssl_certificate /etc/nginx/certs/fullchain.pem;");
    const own = start({ HTTPS_PORT: "8443" }, true);
    expect(own.conf).toContain("return 301 https://$host:8443$request_uri;");
    expect(start({ HTTPS_PORT: "https" }, true)).toMatchObject({
      status: 78,
      error: 'proxy: Invalid HTTPS_PORT "https": expected a port number',
    });
  });

  it("needs no certificate when TLS ends upstream, and passes on the load balancer's scheme", () => {
    const upstream = start({ TLS_ENDS_AT: "upstream" });
    expect(upstream.status).toBe(0);
    expect(upstream.conf).not.toContain("ssl_certificate");
    expect(upstream.conf).not.toContain("return 301");
    expect(upstream.conf).toContain("proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;");
    expect(start({ TLS_ENDS_AT: "nginx" })).toMatchObject({
      status: 78,
      error: expect.stringMatching(/^proxy: Invalid TLS_ENDS_AT "nginx"/),
    });
  });

  it("serves each of PARTNER_HOSTS with its own certificate, and refuses a bad name or a missing one", () => {
    for (const host of ["learn.acme.example", "shop.other.example"]) {
      mkdirSync(join(dir, host));
      writeFileSync(join(dir, host, "fullchain.pem"), "certificate");
      writeFileSync(join(dir, host, "privkey.pem"), "key");
    }
    const served = start({ PARTNER_HOSTS: "learn.acme.example shop.other.example" }, true);
    expect(served.status).toBe(0);
    expect(served.conf).toContain("server_name learn.acme.example;");
    expect(served.conf).toContain(
      "ssl_certificate /etc/nginx/certs/learn.acme.example/fullchain.pem;",
    );
    expect(served.conf).toContain(
      "ssl_certificate_key /etc/nginx/certs/shop.other.example/privkey.pem;",
    );
    expect(served.conf.match(/proxy_set_header Host \$host;/g)).toHaveLength(3);
    rmSync(join(dir, "default.conf"));
    const refused = start(
      { PARTNER_HOSTS: "Learn.Acme.example missing.example evil;.example" },
      true,
    );
    expect(refused.status).toBe(78);
    expect(refused.error.split("\n")).toEqual([
      'proxy: Invalid PARTNER_HOSTS name "Learn.Acme.example": expected a lower-case host name without port (learn.example.com)',
      "proxy: Missing TLS_CERT_DIR/missing.example/fullchain.pem: each of PARTNER_HOSTS needs its certificate in a directory of its name",
      "proxy: Missing TLS_CERT_DIR/missing.example/privkey.pem: each of PARTNER_HOSTS needs its certificate in a directory of its name",
      'proxy: Invalid PARTNER_HOSTS name "evil;.example": expected a lower-case host name without port (learn.example.com)',
    ]);
    expect(refused.conf).toBe("");
  });
});
