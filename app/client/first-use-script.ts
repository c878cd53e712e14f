/**
 * Loaded after the first paint, and only by pages with a `<template data-on-first-use>` (the
 * calculator's script, the forms' and the FAQ's stylesheet): it waits for the visitor's first use
 * of each such block before fetching what it holds, so the site script every page loads carries
 * none of this (docs/decisions/013, 017).
 */
import { loadOnFirstUse } from "#app/client/after-paint.ts";

loadOnFirstUse();
