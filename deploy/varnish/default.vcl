vcl 4.1;
#
# Salone behind a shared cache of its own: Varnish 7 with the xkey module (Debian: varnish,
# varnish-modules). docs/deployment-shared-cache.md explains the topology; decision 0058 the choices.
#
# Run it with `-p http_gzip_support=off`: the origins compress (brotli or gzip, as the visitor asks) and
# this cache keeps each encoding apart (the origins' `Vary: Accept-Encoding`, on the Accept-Encoding
# normalised below). With gzip support on, Varnish would ask the origins for gzip only and rewrite
# the header the variants are told apart by.
#
# origins.vcl (found on vcl_path) names the site's instances: their backends, a director called
# `origins` made in vcl_init, and the `purgers` ACL of the addresses that may purge (the instances,
# which purge on publish). deploy/varnish/origins.example.vcl is one; `npm run start:cluster` writes
# its own.

import directors;
import std;
import var;
import xkey;

# An instance that does not answer its health check is left out; with none left, pages are served
# stale (below). /healthz answers 200 while the server runs (it rides out a content outage itself).
probe salone_health {
    .url = "/healthz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

include "origins.vcl";

sub vcl_recv {
    if (req.restarts == 0) {
        # Set by this VCL only, never by a client.
        unset req.http.x-salone-refetch;
        unset req.http.x-salone-stale;
    }

    # A publish: the instance that received Sanity's webhook names the published documents' keys.
    # `xkey` drops the objects; `xkey-softpurge` only makes them stale (served while fetched again).
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-softpurge) {
            set req.http.n-gone = xkey.softpurge(req.http.xkey-softpurge);
        } elsif (req.http.xkey) {
            set req.http.n-gone = xkey.purge(req.http.xkey);
        } else {
            return (synth(400, "Name the keys in an xkey header"));
        }
        # A render that began before this purge may have read the content from before the publish:
        # whatever it answers later is passed on, never kept (vcl_backend_response).
        var.global_set("salone-purged-at", "" + std.real(time=now));
        return (synth(200, "Invalidated " + req.http.n-gone + " objects"));
    }

    set req.backend_hint = origins.backend();

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # An editor's preview (drafts) and its endpoints are private: never looked up, never stored.
    if (req.http.Cookie ~ "(^|;\s*)salone_preview=" || req.url ~ "^/api/preview" || req.http.Authorization) {
        return (pass);
    }

    # Only the locale cookie changes a page (the language of an unprefixed URL, whose answers say
    # `Vary: Cookie`); every other cookie (consent, analytics) is dropped, so that it splits nothing.
    if (req.http.Cookie) {
        set req.http.Cookie = ";" + req.http.Cookie;
        set req.http.Cookie = regsuball(req.http.Cookie, "; +", ";");
        set req.http.Cookie = regsuball(req.http.Cookie, ";(salone_locale)=", "; \1=");
        set req.http.Cookie = regsuball(req.http.Cookie, ";[^ ][^;]*", "");
        set req.http.Cookie = regsuball(req.http.Cookie, "^[; ]+|[; ]+$", "");
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }

    # Three variants at most: brotli, gzip, plain. A compressed body never reaches a client that did
    # not ask for its encoding.
    if (req.http.Accept-Encoding ~ "(^|[\s,])br($|[\s,;])") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(^|[\s,])gzip($|[\s,;])") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    if (req.http.x-salone-stale) {
        # The origins failed: any copy within its grace will do (req.grace outlives a restart, and
        # cannot be unset: ten years is longer than any grace).
        set req.grace = 3650d;
    } elsif (req.http.x-salone-refetch) {
        # A healthy origin and a page past its stale-while-revalidate window: fetch it, and wait.
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        return (deliver);
    }
    # Past s-maxage, within stale-while-revalidate: served at once, fetched again behind the answer.
    if (obj.ttl + std.duration(obj.http.x-salone-swr, 0s) > 0s) {
        return (deliver);
    }
    # Past that, the stale copy is only for when the origins cannot answer (stale-if-error).
    if (req.http.x-salone-stale || !std.healthy(req.backend_hint)) {
        return (deliver);
    }
    set req.http.x-salone-refetch = "1";
    return (restart);
}

sub vcl_backend_fetch {
    # When this fetch began, in this cache's clock: compared with the last purge when it answers.
    set bereq.http.X-Cache-Fetch-Started = "" + std.real(time=now);
}

sub vcl_backend_response {
    # Begun before the last purge, the answer may hold what a publish replaced: it goes to the
    # visitors who asked, and is not kept (the next request renders the page again).
    if (std.real(bereq.http.X-Cache-Fetch-Started, 0.0) <= std.real(var.global_get("salone-purged-at"), -1.0)) {
        call salone_never_kept;
        return (deliver);
    }
    # An origin's error never replaces a stale copy: the fetch is abandoned (the stale copy stays, and
    # vcl_synth serves it); with no stale copy to keep it is passed on, never kept.
    if (beresp.status >= 500) {
        if (bereq.http.x-salone-refetch || bereq.is_bgfetch) {
            return (abandon);
        }
        call salone_never_kept;
        return (deliver);
    }
    # Never kept: a response that sets a cookie, or one the origin says is private (every preview
    # response is `private, no-store`). Remembered as uncacheable for a while, so that requests for
    # it are not queued behind one another.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # s-maxage is the TTL (Varnish reads it). Grace is the longer of stale-while-revalidate and
    # stale-if-error: how long a copy may be served at all; vcl_hit tells the two windows apart,
    # with the stale-while-revalidate window kept on the object.
    set beresp.http.x-salone-swr = "0s";
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.http.x-salone-swr = regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=(\d+).*$", "\1s");
    }
    set beresp.grace = std.duration(beresp.http.x-salone-swr, 0s);
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        if (std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 0s) > beresp.grace) {
            set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 0s);
        }
    }
    # Past grace, a copy with an ETag is kept an hour to be revalidated (a 304 from the origin) rather than fetched whole.
    if (beresp.http.ETag) {
        set beresp.keep = 1h;
    }
}

sub vcl_backend_error {
    # Nor does an origin that did not answer (refused, timed out, no healthy instance).
    if (bereq.http.x-salone-refetch || bereq.is_bgfetch) {
        return (abandon);
    }
    call salone_never_kept;
}

sub salone_never_kept {
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    set beresp.uncacheable = true;
}

sub vcl_synth {
    # The origins failed to answer a request that found a copy past its stale-while-revalidate
    # window (its fetch was abandoned): serve that copy (stale-if-error) rather than the error.
    if (resp.status >= 500 && req.http.x-salone-refetch && !req.http.x-salone-stale) {
        set req.http.x-salone-stale = "1";
        return (restart);
    }
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "pass";
    } elsif (obj.hits > 0 && obj.ttl < 0s) {
        set resp.http.X-Cache = "stale";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
    # The keys are this cache's business (and would tell the world the documents' ids).
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.x-salone-swr;
}
