/**
 * The service's own certificate, for the Studio's HTTP/2 (a browser speaks HTTP/2 only over TLS, and
 * over HTTP/1.1 its six connections to one host fill with the Studio's listen streams: decision 0084).
 * Self-signed for `localhost` and `<projectId>.localhost`, made at the first start and kept with its
 * key (mode 0600) in the folder given, made again when it no longer covers a host or has under a
 * month to live. No authority signs it: a browser warns once, on the service's login page.
 */
import { X509Certificate, createPrivateKey } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generate } from "selfsigned";

interface LocalCertificate {
  key: string;
  cert: string;
  /** The certificate's SHA-256 fingerprint, as a browser's certificate viewer shows it. */
  fingerprint: string;
  /** Whether it was made just now. */
  created: boolean;
}

const KEY_FILE = "localhost-key.pem";
const CERT_FILE = "localhost-cert.pem";
const DAY_MS = 86_400_000;

function usable(key: string, cert: string, hosts: readonly string[]): X509Certificate | undefined {
  try {
    const x509 = new X509Certificate(cert);
    // Two services that made a pair at once may have left one's key beside the other's certificate.
    if (!x509.checkPrivateKey(createPrivateKey(key))) return undefined;
    if (Date.parse(x509.validTo) - Date.now() < 30 * DAY_MS) return undefined;
    return hosts.every((host) => x509.checkHost(host) === host) ? x509 : undefined;
  } catch {
    return undefined;
  }
}

/** The certificate kept in `dir` for `hosts` (DNS names), made there when missing or stale. */
export async function localCertificate(dir: string, hosts: readonly string[]): Promise<LocalCertificate> {
  const keyPath = join(dir, KEY_FILE);
  const certPath = join(dir, CERT_FILE);
  if (existsSync(keyPath) && existsSync(certPath)) {
    const key = readFileSync(keyPath, "utf8");
    const cert = readFileSync(certPath, "utf8");
    const x509 = usable(key, cert, hosts);
    if (x509) return { key, cert, fingerprint: x509.fingerprint256, created: false };
  }
  const now = new Date();
  const pems = await generate([{ name: "commonName", value: hosts[0] ?? "localhost" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: new Date(now.getTime() - DAY_MS),
    notAfterDate: new Date(now.getTime() + 365 * DAY_MS),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          ...hosts.map((value) => ({ type: 2 as const, value })),
          { type: 7, ip: "127.0.0.1" },
          { type: 7, ip: "::1" },
        ],
      },
    ],
  });
  mkdirSync(dir, { recursive: true });
  // Written beside and renamed: two services starting at once each keep a whole pair.
  const suffix = `.${process.pid}.tmp`;
  writeFileSync(keyPath + suffix, pems.private, { mode: 0o600 });
  chmodSync(keyPath + suffix, 0o600);
  writeFileSync(certPath + suffix, pems.cert);
  renameSync(keyPath + suffix, keyPath);
  renameSync(certPath + suffix, certPath);
  return {
    key: pems.private,
    cert: pems.cert,
    fingerprint: new X509Certificate(pems.cert).fingerprint256,
    created: true,
  };
}
