"""Built-in classic program-repair engine: fault localization plus fix templates, no LLM."""
