"""Op table rows, one module per op family. Families load when optable.OP_TABLE is first
asked for one of their ops (``OP_TABLE.load_all()`` imports every family)."""
