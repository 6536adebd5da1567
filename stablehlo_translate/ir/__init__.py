"""The IR: modules, operations, regions and blocks; types; attributes; records."""
