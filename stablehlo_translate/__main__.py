"""``python -m stablehlo_translate``."""
from .cli.translate import main

main()
