# The site's instances, for deploy/varnish/default.vcl: copy to origins.vcl beside it (or anywhere on
# varnishd's vcl_path) with your addresses. Each instance runs `npm start` with
# PURGE_TARGETS=http://<this varnish>:<port> and TRUST_PROXY naming this Varnish's address.

backend instance1 {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = salone_health;
}

backend instance2 {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = salone_health;
}

sub vcl_init {
    new origins = directors.round_robin();
    origins.add_backend(instance1);
    origins.add_backend(instance2);
}

# Who may send PURGE: the instances (they purge on publish) and this machine.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/24;
}
