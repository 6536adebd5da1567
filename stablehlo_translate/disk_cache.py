"""Where the on-disk caches live (parser tables, the op-family index): the temporary folder,
found without importing :mod:`tempfile` or :mod:`hashlib` (start-up)."""
from __future__ import annotations

import os
import zlib


def cache_path(prefix: str, key: str) -> str:
    """The cache file for ``key`` (named by two checksums of it) in the temporary folder."""
    folder = os.environ.get("TMPDIR") or os.environ.get("TEMP") or os.environ.get("TMP")
    if not folder:
        if os.path.isdir("/tmp"):
            folder = "/tmp"
        else:
            import tempfile
            folder = tempfile.gettempdir()
    data = key.encode()
    return os.path.join(folder, f"{prefix}{zlib.crc32(data):08x}{zlib.adler32(data):08x}")
