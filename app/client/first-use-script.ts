/**
 * Loaded after the first paint, and only by pages with a `<template data-on-first-use>` (the
 * calculator's): it waits for the visitor's first use of each such block before fetching its
 * script, so the site script every page loads carries none of this (docs/decisions/013, 014).
 */
import { loadOnFirstUse } from "#app/client/after-paint.ts";

loadOnFirstUse();
