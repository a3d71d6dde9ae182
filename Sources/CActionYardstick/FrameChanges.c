/* The property change of CActionYardstick.h: one loop, scalar C at the package's default target, written for
 * the machine. A change's only data-dependent branches are whether the key stores a value (after a script's
 * first pass it does) and whether the new value equals the current one; the rest is selected without branching:
 * equality compares every inline number at once (unused ones are 0 on both sides), and the search reads all four
 * words (a layer without a style or a delegate points at a row of absent words) and keeps the first that is not
 * 0 with selects. */
#include "CActionYardstick.h"

static const action_value null_value = {ACTION_VALUE_NULL, 0, {0}};

/* Two doubles, or two 64-bit masks (clang's vector extensions: one SIMD compare on SSE2 and NEON alike). */
typedef double double_pair __attribute__((vector_size(16)));
typedef long long mask_pair __attribute__((vector_size(16)));

static inline double_pair pair_at(const double *elements) {
    double_pair pair;
    __builtin_memcpy(&pair, elements, sizeof pair);
    return pair;
}

/* JSON equality of two present values: the kind, the element count and every inline number equal as doubles
 * (numbers numerically, arrays element by element, strings by their ids, held as numbers; null and booleans
 * hold only zeros), folded into one mask without a branch. */
static inline int values_equal(const action_value *a, const action_value *b) {
    const mask_pair differ = (pair_at(a->elements) != pair_at(b->elements))
                           | (pair_at(a->elements + 2) != pair_at(b->elements + 2))
                           | (pair_at(a->elements + 4) != pair_at(b->elements + 4));
    const uint64_t heads = (uint64_t)(a->kind ^ b->kind) | (uint64_t)(a->count ^ b->count);
    return ((uint64_t)differ[0] | (uint64_t)differ[1] | heads) == 0;
}

/* DispatchChecksum's term of a value: a number's bits, else a constant per kind (null 1, false 2, true 3,
 * string 4, array 5). */
static inline uint64_t value_term(const action_value *value) {
    static const uint64_t constant[8] = {0, 1, 2, 3, 0, 4, 5, 0};
    union { double number; uint64_t bits; } pun = {value->elements[0]};
    return value->kind == ACTION_VALUE_NUMBER ? pun.bits : constant[value->kind & 7];
}

void action_yardstick_apply(const action_layer *layers, const action_change *changes, size_t count,
                            action_checksum *checksum) {
    uint64_t word = checksum->word, entries = checksum->entries;
    for (size_t index = 0; index < count; index++) {
        const action_change *change = &changes[index];
        const action_layer *layer = &layers[change->layer];
        const size_t key = change->key;
        action_value *stored = &layer->stored[key].value;
        const action_value *current = stored;
        if (stored->kind == ACTION_VALUE_ABSENT) {
            const action_value *inherited = &layer->style_values[key], *fallback = &layer->class_values[key];
            current = inherited->kind != ACTION_VALUE_ABSENT ? inherited
                    : fallback->kind != ACTION_VALUE_ABSENT ? fallback : &null_value;
        }
        if (values_equal(current, &change->value)) continue;
        const uint64_t values = value_term(current) * 31 + value_term(&change->value);
        /* The search: the first word that is not 0 (absent) answers; 1 is the null marker. Every row exists, so
         * all four words are read and selected without branching. */
        uint64_t answer = layer->delegate_actions[key];
        const uint64_t own = layer->own_actions[key], styled = layer->style_actions[key];
        const uint64_t fallback = layer->class_actions[key];
        answer = __builtin_unpredictable(answer == 0) ? own : answer;
        answer = __builtin_unpredictable(answer == 0) ? styled : answer;
        answer = __builtin_unpredictable(answer == 0) ? fallback : answer;
        const uint64_t acted = __builtin_unpredictable(answer > 1) ? answer : 0;
        *stored = change->value;
        /* lookup (1, a) then store (2, old, new): word * 31^5 + stored_terms; with an action, run (3, a, old, new)
         * after them: (word * 31^5 + stored_terms) * 31^4 + run_terms, expanded so that each outcome costs the
         * chain of folds one multiply and one add from `word` (31^9 = 26,439,622,160,671). */
        const uint64_t stored_terms = (31 + acted) * 29791u + 1922 + values;
        const uint64_t run_terms = 89373 + acted * 961 + values;
        const uint64_t after_store = word * 28629151u + stored_terms;
        const uint64_t after_run = word * 26439622160671u + (stored_terms * 923521u + run_terms);
        word = __builtin_unpredictable(acted != 0) ? after_run : after_store;
        entries += 2 + (acted != 0);
    }
    checksum->word = word;
    checksum->entries = entries;
}
