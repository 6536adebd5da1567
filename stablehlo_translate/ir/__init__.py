"""The IR: modules, operations, regions and blocks; types; attributes; records."""
from . import attribute_text  # noqa: F401  (str() of attributes: attribute_text fills attributes.TEXT)
