// The bridge's tables keyed by a C address (BT.objs, BT.wrappers, ...; bridge/js/objects.js).
//
// Unsigned keys: wasm hands i32 pointers to JS signed (a pointer past 2 GB arrives negative)
// while HEAPU32 reads give them unsigned, so a table keyed by raw numbers would hold one
// object under two keys once the heap passes 2 GB (the torch module's heap may grow to 4 GB).
//
// No delete churn: C frees and reuses an address at once, so one key is set and deleted over
// and over (every `t.shape` makes a torch.Size at the address the previous one was freed
// from). V8's Map keeps each deleted entry in its bucket's chain until the table is rebuilt,
// which happens only when the table is full, so a lookup of that key walked every entry it had
// ever had: `t.shape` went from 30 to 130 us within one 24,000-iteration loop (measured,
// Node 22; docs/torch.md). Here a deleted key keeps its entry with the value `undefined` (a
// set of a present key overwrites in place, adding nothing to the chain) and the table is
// rebuilt from its live entries once the dead ones outnumber them. A value is never undefined.
addToLibrary({
  $BTAddressMaps: {
    AddressMap: class AddressMap extends Map {
      constructor() {
        super();
        this.live = 0;
        this.dead = 0;
      }
      get(p) { return super.get(p >>> 0); }
      has(p) { return super.get(p >>> 0) !== undefined; }
      set(p, v) {
        const k = p >>> 0;
        if (super.get(k) === undefined) {
          if (super.has(k)) this.dead -= 1;
          this.live += 1;
        }
        return super.set(k, v);
      }
      delete(p) {
        const k = p >>> 0;
        if (super.get(k) === undefined) return false;
        super.set(k, undefined);
        this.live -= 1;
        this.dead += 1;
        if (this.dead > 4096 && this.dead > this.live) this.compact();
        return true;
      }
      compact() {
        const entries = [...this];
        super.clear();
        for (const [k, v] of entries) super.set(k, v);
        this.dead = 0;
      }
      clear() {
        super.clear();
        this.live = 0;
        this.dead = 0;
      }
      get size() { return this.live; }
      *entries() {
        for (const entry of super.entries()) if (entry[1] !== undefined) yield entry;
      }
      [Symbol.iterator]() { return this.entries(); }
      *keys() { for (const [k] of this.entries()) yield k; }
      *values() { for (const [, v] of this.entries()) yield v; }
      forEach(f, self) { for (const [k, v] of this.entries()) f.call(self, v, k, this); }
    },
    AddressOf: class AddressOf extends WeakMap {   // JS object -> its address
      set(o, p) { return super.set(o, p >>> 0); }
    },
  },
});
