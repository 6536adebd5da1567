"""The MLIR text front end: lexing, parse tables, the driver, the parser, name resolution,
pretty forms (syntax/), literal rules and parse-stage errors."""
