/* CActionYardstick: Core Animation's property change (look the action up, store the new value, run the action)
 * written in C over a typed model, the yardstick the Swift dispatchers are measured against.
 *
 * Values are stored unboxed at a fixed slot per (layer, key): a kind, an element count and up to six doubles
 * inline (numbers, points, rects, affine transforms; a string is its interned id), so no value is boxed,
 * allocated or reference counted. Action tables are words flattened per style chain, as the compiled Swift
 * resolver keeps them: 0 absent (search on), 1 the null marker (stop, no action), else the action's address.
 * Each change folds its lookup, store and run into the same word, by the same formula, as MotionBench's
 * DispatchChecksum, so a run of this loop and a run of the Swift dispatcher on the same script and tables can
 * be compared word for word. */
#ifndef C_ACTION_YARDSTICK_H
#define C_ACTION_YARDSTICK_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A value's kind; a slot of kind ACTION_VALUE_ABSENT stores nothing (lookups go on to the style chain). */
typedef enum {
    ACTION_VALUE_ABSENT = 0,
    ACTION_VALUE_NULL = 1,
    ACTION_VALUE_FALSE = 2,
    ACTION_VALUE_TRUE = 3,
    ACTION_VALUE_NUMBER = 4,
    ACTION_VALUE_STRING = 5, /* elements[0] holds the string's interned id, as a number (0, 1, 2, ...) */
    ACTION_VALUE_ARRAY = 6   /* `count` numbers in elements */
} action_value_kind;

/* The most numbers a value holds inline (an affine transform). */
#define ACTION_VALUE_CAPACITY 6

/* A value, unboxed (56 bytes). */
typedef struct {
    uint32_t kind;
    uint32_t count;
    double elements[ACTION_VALUE_CAPACITY];
} action_value;

/* A stored value's slot: a value padded to 64 bytes, so no slot straddles two cache lines. */
typedef struct {
    action_value value;
    uint64_t padding;
} action_slot;

/* One property change of a script: the layer's and the key's index, and the new value (64 bytes). */
typedef struct {
    uint32_t layer;
    uint32_t key;
    action_value value;
} action_change;

/* A layer as the loop reads it (64 bytes, one cache line): its row of each table, every row indexed by key. A
 * layer without a delegate or a style points at rows of absent entries (words 0, values of kind ABSENT). The
 * stored values are the only state a run changes. */
typedef struct {
    action_slot *stored;                /* the layer's stored values */
    const uintptr_t *delegate_actions;  /* its delegate's answers (a UIView-like one outside blocks: all 1) */
    const uintptr_t *own_actions;       /* the layer's `actions` */
    const uintptr_t *style_actions;     /* the first entry along the style's chain */
    const action_value *style_values;   /* the first value along the style's chain */
    const uintptr_t *class_actions;     /* the class's default actions */
    const action_value *class_values;   /* the class's default values */
    const void *padding;
} action_layer;

/* The running log fold: DispatchChecksum's word and entry count. */
typedef struct {
    uint64_t word;
    uint64_t entries;
} action_checksum;

/* Applies `count` property changes to the layers in order, actions enabled, each as Core Animation does it: read
 * the current value (stored, else the style chain's, else the class default, else null); equal to the new one
 * (numbers compared numerically, arrays element by element): nothing; else search the action (delegate, the
 * layer's actions, the style chain, the class default; the null marker stops it), store the new value, and
 * fold the lookup, the store and (with an action) the run into `checksum`. */
void action_yardstick_apply(const action_layer *layers, const action_change *changes, size_t count,
                            action_checksum *checksum);

#ifdef __cplusplus
}
#endif

#endif
