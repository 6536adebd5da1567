"""placeholder"""
DECOMPOSITIONS: dict = {}
