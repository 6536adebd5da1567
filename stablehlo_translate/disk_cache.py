"""Where the on-disk caches live (parser tables, the op-family index): the temporary folder,
found without importing :mod:`tempfile`, :mod:`hashlib` or :mod:`zlib` (start-up)."""
from __future__ import annotations

import os

_PRIME = (1 << 61) - 1


def cache_path(prefix: str, key: str) -> str:
    """The cache file for ``key`` (named by a checksum of it, its bytes read as one number modulo
    a 61-bit prime, and its length) in the temporary folder."""
    folder = os.environ.get("TMPDIR") or os.environ.get("TEMP") or os.environ.get("TMP")
    if not folder:
        if os.path.isdir("/tmp"):
            folder = "/tmp"
        else:
            import tempfile
            folder = tempfile.gettempdir()
    data = key.encode()
    return os.path.join(folder, f"{prefix}{int.from_bytes(data, 'little') % _PRIME:016x}{len(data):x}")
