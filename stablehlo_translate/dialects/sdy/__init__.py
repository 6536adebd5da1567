"""Shardy's ``sdy`` dialect: attribute model, text syntax, bytecode encodings and checks."""
