// Calls into rowkey from a user's namespace that defines functions of the
// names rowkey uses. A call inside rowkey that is not qualified is also
// looked up in the namespaces of its arguments (argument-dependent lookup),
// which are the user's wherever a key, a column, a record or a value type is
// the user's: a user function of the same name then makes the call ambiguous
// or, worse, is silently called instead (a user's `encode<K>(const OrderNo&)`
// once replaced the primary key's encoding in a table's get, erase and
// update). rowkey qualifies its own calls; this TU keeps it so. It is built,
// not run: compiling is the test.
//
// Part 1 declares, in the user's namespace, a greedy function template for
// every name rowkey's headers called unqualified when it was written (with
// one or two leading template parameters where rowkey passes explicit
// template arguments); each static_asserts when instantiated, so being
// chosen fails as surely as being ambiguous. Greedy templates lose to an
// exact match, so part 2 adds functions a service plausibly writes, with
// rowkey's public names and specific or identical signatures. Then the
// library is used as the docs show: keys of every kind (with the user's enum
// among the value types, so that code shared per value type is reached too),
// printing, fmt and Catch2, tables with indexes on each store, bucket scans,
// the lab and the inspector.
//
// Left out: reset_unwritten_storage and render, which rowkey calls without
// qualification on purpose (hidden friends; one overload set across
// print.hpp and table/print.hpp), and describe on error-code enums.
#include <boost/hana/adapt_struct.hpp>
#include <catch2/catch.hpp>
#include <rowkey/adapters/etcd.hpp>
#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/adapters/rocksdb.hpp>
#include <rowkey/adapters/rocksdb_store.hpp>
#include <rowkey/catch2.hpp>
#include <rowkey/fmt.hpp>
#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/inspect.hpp>
#include <rowkey/lab.hpp>
#include <rowkey/rowkey.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

// ---- the hostile part: the user's own functions ----------------------------
// One greedy template per name that rowkey's headers called unqualified
// (collected from the headers' calls not preceded by ::, . or ->), with
// leading explicit template parameters (types or values) where rowkey passes
// explicit template arguments. Any of them chosen, or making a call
// ambiguous, is a hijack. A new unqualified call under a new name is not
// covered until the name is added here.
namespace app {
template <class...>
inline constexpr bool hijacked = false;
#define ADL_HOSTILE(N) \
  template <class... T> \
  void N(T&&...) { static_assert(hijacked<T...>, "ADL hijack: " #N); }
#define ADL_HOSTILE_WITH(N, ...) \
  template <__VA_ARGS__, class... T> \
  void N(T&&...) { static_assert(hijacked<T...>, "ADL hijack: " #N); }

// ADL_HOSTILE_D(N): N with no explicit template argument and with one to D
// of them, each a type or a value.
#define ADL_HOSTILE_1(N) ADL_HOSTILE(N) ADL_HOSTILE_WITH(N, class A0) ADL_HOSTILE_WITH(N, auto A0)
#define ADL_HOSTILE_2(N) \
  ADL_HOSTILE_1(N) \
  ADL_HOSTILE_WITH(N, class A0, class A1) \
  ADL_HOSTILE_WITH(N, class A0, auto A1) \
  ADL_HOSTILE_WITH(N, auto A0, class A1) \
  ADL_HOSTILE_WITH(N, auto A0, auto A1)
#define ADL_HOSTILE_3(N) \
  ADL_HOSTILE_2(N) \
  ADL_HOSTILE_WITH(N, class A0, class A1, class A2) \
  ADL_HOSTILE_WITH(N, class A0, class A1, auto A2) \
  ADL_HOSTILE_WITH(N, class A0, auto A1, class A2) \
  ADL_HOSTILE_WITH(N, class A0, auto A1, auto A2) \
  ADL_HOSTILE_WITH(N, auto A0, class A1, class A2) \
  ADL_HOSTILE_WITH(N, auto A0, class A1, auto A2) \
  ADL_HOSTILE_WITH(N, auto A0, auto A1, class A2) \
  ADL_HOSTILE_WITH(N, auto A0, auto A1, auto A2)
#define ADL_HOSTILE_4(N) \
  ADL_HOSTILE_3(N) \
  ADL_HOSTILE_WITH(N, class A0, class A1, class A2, class A3) \
  ADL_HOSTILE_WITH(N, class A0, class A1, class A2, auto A3) \
  ADL_HOSTILE_WITH(N, class A0, class A1, auto A2, class A3) \
  ADL_HOSTILE_WITH(N, class A0, class A1, auto A2, auto A3) \
  ADL_HOSTILE_WITH(N, class A0, auto A1, class A2, class A3) \
  ADL_HOSTILE_WITH(N, class A0, auto A1, class A2, auto A3) \
  ADL_HOSTILE_WITH(N, class A0, auto A1, auto A2, class A3) \
  ADL_HOSTILE_WITH(N, class A0, auto A1, auto A2, auto A3) \
  ADL_HOSTILE_WITH(N, auto A0, class A1, class A2, class A3) \
  ADL_HOSTILE_WITH(N, auto A0, class A1, class A2, auto A3) \
  ADL_HOSTILE_WITH(N, auto A0, class A1, auto A2, class A3) \
  ADL_HOSTILE_WITH(N, auto A0, class A1, auto A2, auto A3) \
  ADL_HOSTILE_WITH(N, auto A0, auto A1, class A2, class A3) \
  ADL_HOSTILE_WITH(N, auto A0, auto A1, class A2, auto A3) \
  ADL_HOSTILE_WITH(N, auto A0, auto A1, auto A2, class A3) \
  ADL_HOSTILE_WITH(N, auto A0, auto A1, auto A2, auto A3)

ADL_HOSTILE(accept)
ADL_HOSTILE(add)
ADL_HOSTILE(advance)
ADL_HOSTILE(advise)
ADL_HOSTILE(advise_on)
ADL_HOSTILE_2(after_first_escape)
ADL_HOSTILE_2(aggregate_field_count)
ADL_HOSTILE_2(allows_leading)
ADL_HOSTILE(append)
ADL_HOSTILE(append_hex)
ADL_HOSTILE(append_location)
ADL_HOSTILE(append_number)
ADL_HOSTILE(append_quoted)
ADL_HOSTILE(append_utc)
ADL_HOSTILE(append_value)
ADL_HOSTILE(append_value_of)
ADL_HOSTILE(apply)
ADL_HOSTILE(argument)
ADL_HOSTILE(argument_getter)
ADL_HOSTILE(assign)
ADL_HOSTILE(assign_key_fields)
ADL_HOSTILE(assignment)
ADL_HOSTILE(assume)
ADL_HOSTILE(at_character)
ADL_HOSTILE(at_least)
ADL_HOSTILE(at_most)
ADL_HOSTILE(at_part)
ADL_HOSTILE(attach)
ADL_HOSTILE(attach_declared)
ADL_HOSTILE(bad_result_access)
ADL_HOSTILE(base)
ADL_HOSTILE(base64)
ADL_HOSTILE(before)
ADL_HOSTILE(begin)
ADL_HOSTILE(begin_)
ADL_HOSTILE(begin_key)
ADL_HOSTILE(begin_storage)
ADL_HOSTILE(begins_with_0x)
ADL_HOSTILE(below)
ADL_HOSTILE(between)
ADL_HOSTILE(bits)
ADL_HOSTILE_1(blank)
ADL_HOSTILE(body)
ADL_HOSTILE_1(bound)
ADL_HOSTILE(bound_columns)
ADL_HOSTILE(bounded_bytes)
ADL_HOSTILE(bounded_string)
ADL_HOSTILE(bucket)
ADL_HOSTILE_1(bucket_bound_text)
ADL_HOSTILE(bucket_bytes)
ADL_HOSTILE_1(bucket_bytes_kept)
ADL_HOSTILE(bucket_integer)
ADL_HOSTILE(bucket_merge)
ADL_HOSTILE_1(bucket_ranges)
ADL_HOSTILE(bucket_ranges_impl)
ADL_HOSTILE(bucket_scan)
ADL_HOSTILE(byte_at)
ADL_HOSTILE(byte_count)
ADL_HOSTILE(byte_range)
ADL_HOSTILE(bytes)
ADL_HOSTILE(bytes_at_least)
ADL_HOSTILE(byteswap)
ADL_HOSTILE(call)
ADL_HOSTILE(cdf)
ADL_HOSTILE(check)
ADL_HOSTILE_3(check_call)
ADL_HOSTILE_WITH(check_call, class... X)
ADL_HOSTILE_4(check_column)
ADL_HOSTILE_1(check_condition)
ADL_HOSTILE_3(check_covers_primary_key)
ADL_HOSTILE_2(check_declaration)
ADL_HOSTILE_WITH(check_declaration, class... X)
ADL_HOSTILE_3(check_derived_parts)
ADL_HOSTILE_4(check_first_values)
ADL_HOSTILE_WITH(check_first_values, class... X)
ADL_HOSTILE_2(check_indexed_table)
ADL_HOSTILE_WITH(check_indexed_table, class... X)
ADL_HOSTILE_3(check_key_columns)
ADL_HOSTILE_1(check_part)
ADL_HOSTILE_2(check_part_value)
ADL_HOSTILE_1(check_parts_values)
ADL_HOSTILE(check_relations)
ADL_HOSTILE(check_rule_1)
ADL_HOSTILE(check_rule_2)
ADL_HOSTILE(check_rule_3)
ADL_HOSTILE(check_rule_5)
ADL_HOSTILE(check_rule_6)
ADL_HOSTILE(check_rule_7)
ADL_HOSTILE_2(check_shape_arguments)
ADL_HOSTILE(check_structure)
ADL_HOSTILE_1(check_value_fields)
ADL_HOSTILE(checked_region_count)
ADL_HOSTILE(clear)
ADL_HOSTILE(close_window)
ADL_HOSTILE(code)
ADL_HOSTILE(code_of)
ADL_HOSTILE(collect)
ADL_HOSTILE_1(column_identity)
ADL_HOSTILE(column_name)
ADL_HOSTILE(column_values_getter)
ADL_HOSTILE(commit)
ADL_HOSTILE(common_prefix_size)
ADL_HOSTILE_1(computable)
ADL_HOSTILE(condition_allowed)
ADL_HOSTILE_2(condition_served)
ADL_HOSTILE(condition_values)
ADL_HOSTILE(config_)
ADL_HOSTILE(contains)
ADL_HOSTILE_2(contiguous_bound)
ADL_HOSTILE(convert)
ADL_HOSTILE(copied_record)
ADL_HOSTILE(copy)
ADL_HOSTILE_1(copy_bytes)
ADL_HOSTILE(copy_from)
ADL_HOSTILE_1(copy_last_bytes)
ADL_HOSTILE(copy_prefix)
ADL_HOSTILE_3(copy_to_buckets)
ADL_HOSTILE_1(copy_word)
ADL_HOSTILE(corrupt_key)
ADL_HOSTILE(corrupt_value)
ADL_HOSTILE(count_in)
ADL_HOSTILE(current)
ADL_HOSTILE(cursor)
ADL_HOSTILE(cursors)
ADL_HOSTILE(cursors_)
ADL_HOSTILE(data)
ADL_HOSTILE(db)
ADL_HOSTILE(db_)
ADL_HOSTILE_1(decimal_digits_of)
ADL_HOSTILE(decode)
ADL_HOSTILE_1(decode_all)
ADL_HOSTILE_WITH(decode_all, class... X)
ADL_HOSTILE_1(decode_into)
ADL_HOSTILE_1(decode_result)
ADL_HOSTILE(decode_shape)
ADL_HOSTILE(default_record)
ADL_HOSTILE(defaults)
ADL_HOSTILE(derive)
ADL_HOSTILE_1(describe)
ADL_HOSTILE(describe_argument)
ADL_HOSTILE(destroy)
ADL_HOSTILE(detail)
ADL_HOSTILE(detail_)
ADL_HOSTILE(done)
ADL_HOSTILE(draw)
ADL_HOSTILE(duration)
ADL_HOSTILE(empty)
ADL_HOSTILE_1(encode)
ADL_HOSTILE(encode_append)
ADL_HOSTILE(encode_append_with)
ADL_HOSTILE_1(encode_from)
ADL_HOSTILE(encode_into)
ADL_HOSTILE(encode_into_with)
ADL_HOSTILE_1(encode_key_of)
ADL_HOSTILE(encode_record)
ADL_HOSTILE_2(encode_record_into)
ADL_HOSTILE_WITH(encode_record_into, class... X)
ADL_HOSTILE_2(encode_record_keys)
ADL_HOSTILE_WITH(encode_record_keys, class... X)
ADL_HOSTILE(encode_record_or_error)
ADL_HOSTILE(encode_with)
ADL_HOSTILE_1(encoded_part_size)
ADL_HOSTILE(end)
ADL_HOSTILE(end_)
ADL_HOSTILE(end_key)
ADL_HOSTILE(end_storage)
ADL_HOSTILE_1(ends_with_condition)
ADL_HOSTILE_WITH(ends_with_condition, class... X)
ADL_HOSTILE(engaged_)
ADL_HOSTILE(engine_)
ADL_HOSTILE_1(engine_of)
ADL_HOSTILE_1(entry_value)
ADL_HOSTILE(equal_bytes)
ADL_HOSTILE(erase)
ADL_HOSTILE(error)
ADL_HOSTILE(error_member)
ADL_HOSTILE(error_slot)
ADL_HOSTILE(error_union)
ADL_HOSTILE(etcd_store)
ADL_HOSTILE(exclusive)
ADL_HOSTILE(f)
ADL_HOSTILE_2(facts_of)
ADL_HOSTILE(fail)
ADL_HOSTILE(failed)
ADL_HOSTILE(failure)
ADL_HOSTILE(family)
ADL_HOSTILE(fetch)
ADL_HOSTILE_1(field)
ADL_HOSTILE_1(field_getter)
ADL_HOSTILE(field_id)
ADL_HOSTILE_1(field_index)
ADL_HOSTILE_2(fields_in_key)
ADL_HOSTILE(fill)
ADL_HOSTILE_2(fill_buckets)
ADL_HOSTILE_1(fill_condition)
ADL_HOSTILE(fill_condition_range)
ADL_HOSTILE(fill_prefix)
ADL_HOSTILE(fill_prefix_range)
ADL_HOSTILE(find)
ADL_HOSTILE(find_byte)
ADL_HOSTILE_4(first_argument_mistake)
ADL_HOSTILE_WITH(first_argument_mistake, class... X)
ADL_HOSTILE(first_broken_candidate)
ADL_HOSTILE_2(first_column_not_held)
ADL_HOSTILE_1(first_index_of)
ADL_HOSTILE(first_marked_byte)
ADL_HOSTILE(first_misplaced_argument)
ADL_HOSTILE(first_not_led_by_prefix)
ADL_HOSTILE(first_violation_in)
ADL_HOSTILE(fits)
ADL_HOSTILE(fixed_payload)
ADL_HOSTILE(flag)
ADL_HOSTILE(for_each_index)
ADL_HOSTILE_1(for_each_part)
ADL_HOSTILE(for_overwrite_t)
ADL_HOSTILE(for_this_thread)
ADL_HOSTILE(forced)
ADL_HOSTILE(form_name)
ADL_HOSTILE(format)
ADL_HOSTILE_2(format_check)
ADL_HOSTILE(format_rendered)
ADL_HOSTILE_2(format_violation_of)
ADL_HOSTILE_WITH(format_violation_of, class... X)
ADL_HOSTILE_1(format_word_violation)
ADL_HOSTILE_1(framed_part)
ADL_HOSTILE(from)
ADL_HOSTILE(from_word)
ADL_HOSTILE(generated)
ADL_HOSTILE_1(get)
ADL_HOSTILE(gnuplot_text)
ADL_HOSTILE(gp)
ADL_HOSTILE(greater_than)
ADL_HOSTILE(group)
ADL_HOSTILE(handle_)
ADL_HOSTILE(has_end)
ADL_HOSTILE(has_end_)
ADL_HOSTILE(has_end_key)
ADL_HOSTILE(has_upper)
ADL_HOSTILE(has_value)
ADL_HOSTILE(has_zero_byte)
ADL_HOSTILE(hash)
ADL_HOSTILE_3(hash_column)
ADL_HOSTILE_2(hash_tuple_element)
ADL_HOSTILE(head_of)
ADL_HOSTILE(header_revision)
ADL_HOSTILE(headers)
ADL_HOSTILE(heap_)
ADL_HOSTILE(heap_array)
ADL_HOSTILE(heat)
ADL_HOSTILE(hex_digit)
ADL_HOSTILE(http_client)
ADL_HOSTILE(ideal_share)
ADL_HOSTILE_3(in_place_at)
ADL_HOSTILE(in_range)
ADL_HOSTILE(inclusive)
ADL_HOSTILE_1(index)
ADL_HOSTILE_1(index_in)
ADL_HOSTILE_1(index_of)
ADL_HOSTILE_1(index_position)
ADL_HOSTILE(inline_chars)
ADL_HOSTILE(inner_)
ADL_HOSTILE(insert)
ADL_HOSTILE_1(inspect)
ADL_HOSTILE_WITH(inspect, class... X)
ADL_HOSTILE(inspect_one)
ADL_HOSTILE(int_size)
ADL_HOSTILE(integer)
ADL_HOSTILE(integer_width)
ADL_HOSTILE(invalid_argument)
ADL_HOSTILE_1(is_bucket_part)
ADL_HOSTILE(is_error)
ADL_HOSTILE(is_hex_separator)
ADL_HOSTILE(is_integer_type)
ADL_HOSTILE_1(is_led_by_prefix)
ADL_HOSTILE(is_negative)
ADL_HOSTILE_1(is_stored)
ADL_HOSTILE(iterator)
ADL_HOSTILE(jittered)
ADL_HOSTILE(k)
ADL_HOSTILE(keep)
ADL_HOSTILE(kept)
ADL_HOSTILE(key)
ADL_HOSTILE(key_buffer)
ADL_HOSTILE_1(key_parts_can_reject)
ADL_HOSTILE_1(key_range)
ADL_HOSTILE_2(key_slot)
ADL_HOSTILE(key_slots)
ADL_HOSTILE(key_values)
ADL_HOSTILE(last_)
ADL_HOSTILE(last_bucket_before)
ADL_HOSTILE_1(last_variable_part)
ADL_HOSTILE(later)
ADL_HOSTILE_1(leading_columns_of)
ADL_HOSTILE(leading_value)
ADL_HOSTILE_1(led_by_prefix)
ADL_HOSTILE(less)
ADL_HOSTILE(less_than)
ADL_HOSTILE(list_size)
ADL_HOSTILE(load)
ADL_HOSTILE_1(load_big_endian)
ADL_HOSTILE(load_half_word)
ADL_HOSTILE_1(load_little_endian)
ADL_HOSTILE(load_word)
ADL_HOSTILE(lock)
ADL_HOSTILE(logs)
ADL_HOSTILE(looks_like_hex)
ADL_HOSTILE(lower)
ADL_HOSTILE(m)
ADL_HOSTILE(magnitude_of)
ADL_HOSTILE(magnitude_size)
ADL_HOSTILE(make)
ADL_HOSTILE(make_empty)
ADL_HOSTILE(map_)
ADL_HOSTILE_1(max_column_bytes_of)
ADL_HOSTILE_1(max_columns_of)
ADL_HOSTILE(memory_store)
ADL_HOSTILE(merge)
ADL_HOSTILE(merge_round)
ADL_HOSTILE(merged)
ADL_HOSTILE(merged_cursor)
ADL_HOSTILE(message)
ADL_HOSTILE(mid_bytes)
ADL_HOSTILE(middle)
ADL_HOSTILE(missing_row)
ADL_HOSTILE_1(missing_word_header)
ADL_HOSTILE_1(modifier_name)
ADL_HOSTILE(modifier_text)
ADL_HOSTILE(mutate)
ADL_HOSTILE(name)
ADL_HOSTILE(name_column)
ADL_HOSTILE_1(name_of)
ADL_HOSTILE(names)
ADL_HOSTILE(names_of)
ADL_HOSTILE(next)
ADL_HOSTILE_1(non_column_mistake)
ADL_HOSTILE(none)
ADL_HOSTILE(num)
ADL_HOSTILE_1(number_type_name)
ADL_HOSTILE(odd_group)
ADL_HOSTILE(offset)
ADL_HOSTILE(offset_)
ADL_HOSTILE(ok)
ADL_HOSTILE(ok_)
ADL_HOSTILE(open)
ADL_HOSTILE_1(open_above)
ADL_HOSTILE(open_bucket_cursors)
ADL_HOSTILE(open_cursors)
ADL_HOSTILE(optimistic_transaction)
ADL_HOSTILE(options)
ADL_HOSTILE(options_)
ADL_HOSTILE(order_bytes)
ADL_HOSTILE(order_offset)
ADL_HOSTILE(out)
ADL_HOSTILE(p)
ADL_HOSTILE(pack)
ADL_HOSTILE(pad_to)
ADL_HOSTILE(padded_string)
ADL_HOSTILE(padded_string_text_holds_0x00)
ADL_HOSTILE(pairs)
ADL_HOSTILE(parse)
ADL_HOSTILE(parse_format_spec)
ADL_HOSTILE(parse_key_text)
ADL_HOSTILE(parse_print_style)
ADL_HOSTILE_1(part_can_reject)
ADL_HOSTILE_1(part_column_names)
ADL_HOSTILE_1(part_disperses)
ADL_HOSTILE_1(part_fixed_width)
ADL_HOSTILE_1(part_max_size)
ADL_HOSTILE(part_word)
ADL_HOSTILE_1(parts_can_reject)
ADL_HOSTILE_1(parts_fixed_width)
ADL_HOSTILE_1(parts_max_size)
ADL_HOSTILE(per_region)
ADL_HOSTILE_1(period_name)
ADL_HOSTILE_1(period_suffix)
ADL_HOSTILE_2(physical_part)
ADL_HOSTILE_1(plan)
ADL_HOSTILE(play)
ADL_HOSTILE(point)
ADL_HOSTILE_1(policy_facts_of)
ADL_HOSTILE_WITH(policy_facts_of, class... X)
ADL_HOSTILE_1(position_of)
ADL_HOSTILE(post)
ADL_HOSTILE(power_of_ten)
ADL_HOSTILE(prefix)
ADL_HOSTILE(prefix_)
ADL_HOSTILE_2(prefix_call_served)
ADL_HOSTILE_WITH(prefix_call_served, class... X)
ADL_HOSTILE_1(prefix_hottest_share)
ADL_HOSTILE(prefix_successor)
ADL_HOSTILE(prepare)
ADL_HOSTILE_1(presplit)
ADL_HOSTILE(primary)
ADL_HOSTILE(primary_key_of)
ADL_HOSTILE(put)
ADL_HOSTILE(quantile_cuts)
ADL_HOSTILE(r)
ADL_HOSTILE(random)
ADL_HOSTILE(range)
ADL_HOSTILE(range_allowed)
ADL_HOSTILE(range_bytes)
ADL_HOSTILE_2(range_call_served)
ADL_HOSTILE_WITH(range_call_served, class... X)
ADL_HOSTILE(range_end_text)
ADL_HOSTILE_3(range_served)
ADL_HOSTILE_1(read)
ADL_HOSTILE(read_)
ADL_HOSTILE(read_any_order)
ADL_HOSTILE(read_base64)
ADL_HOSTILE(read_bytes)
ADL_HOSTILE(read_current)
ADL_HOSTILE(read_exact)
ADL_HOSTILE(read_field)
ADL_HOSTILE_1(read_fixed)
ADL_HOSTILE_1(read_fixed_parts)
ADL_HOSTILE(read_for_update)
ADL_HOSTILE_3(read_framed)
ADL_HOSTILE(read_hbase)
ADL_HOSTILE(read_hex)
ADL_HOSTILE(read_index_entry)
ADL_HOSTILE(read_int)
ADL_HOSTILE(read_integer)
ADL_HOSTILE(read_key)
ADL_HOSTILE_3(read_part)
ADL_HOSTILE_2(read_part_out_of_line)
ADL_HOSTILE_4(read_part_range)
ADL_HOSTILE_1(read_parts)
ADL_HOSTILE_2(read_parts_checked)
ADL_HOSTILE_1(read_parts_checked_cold)
ADL_HOSTILE_1(read_parts_checked_cold_call)
ADL_HOSTILE_2(read_parts_framed)
ADL_HOSTILE(read_primary_row)
ADL_HOSTILE_1(read_reference)
ADL_HOSTILE(read_string)
ADL_HOSTILE_1(read_string_reference)
ADL_HOSTILE_1(read_string_words)
ADL_HOSTILE_2(read_successor)
ADL_HOSTILE_1(read_text_prefix)
ADL_HOSTILE(read_varint)
ADL_HOSTILE_1(read_words)
ADL_HOSTILE(reader)
ADL_HOSTILE_1(reads_whole)
ADL_HOSTILE(record_keys)
ADL_HOSTILE_4(record_scan)
ADL_HOSTILE_1(ref_at)
ADL_HOSTILE(refused_condition)
ADL_HOSTILE(region_count)
ADL_HOSTILE(region_of)
ADL_HOSTILE(region_rows)
ADL_HOSTILE(region_start)
ADL_HOSTILE(region_writes)
ADL_HOSTILE_1(rejected)
ADL_HOSTILE(rejected_for_key_of)
ADL_HOSTILE(remaining)
ADL_HOSTILE_1(render)
ADL_HOSTILE(render_argument_without_key)
ADL_HOSTILE_1(render_leading_parts)
ADL_HOSTILE(render_leading_value)
ADL_HOSTILE(render_result_value)
ADL_HOSTILE(replace_record)
ADL_HOSTILE(report)
ADL_HOSTILE(require_contiguous)
ADL_HOSTILE(require_room)
ADL_HOSTILE(reset)
ADL_HOSTILE(reset_unwritten)
ADL_HOSTILE(result)
ADL_HOSTILE(retry)
ADL_HOSTILE(retry_)
ADL_HOSTILE(revision)
ADL_HOSTILE(revision_)
ADL_HOSTILE(rocksdb_bounds)
ADL_HOSTILE(rocksdb_cursor)
ADL_HOSTILE(rocksdb_store)
ADL_HOSTILE(rotl)
ADL_HOSTILE(round)
ADL_HOSTILE(row_imbalance)
ADL_HOSTILE(rows)
ADL_HOSTILE(rule)
ADL_HOSTILE(rule_of)
ADL_HOSTILE_1(run)
ADL_HOSTILE(run_scans_after)
ADL_HOSTILE(run_time_text_assignment)
ADL_HOSTILE(runs_after)
ADL_HOSTILE(s)
ADL_HOSTILE(says)
ADL_HOSTILE(scan)
ADL_HOSTILE(scan_)
ADL_HOSTILE(scan_buckets)
ADL_HOSTILE(scan_every)
ADL_HOSTILE(scan_order)
ADL_HOSTILE(scan_type)
ADL_HOSTILE(scratch)
ADL_HOSTILE(seq_)
ADL_HOSTILE(sequence)
ADL_HOSTILE(sequential)
ADL_HOSTILE(set)
ADL_HOSTILE(set_begin)
ADL_HOSTILE(set_defaults)
ADL_HOSTILE(set_end)
ADL_HOSTILE(set_end_past_bytes)
ADL_HOSTILE(set_order_offset)
ADL_HOSTILE(set_size)
ADL_HOSTILE(settle)
ADL_HOSTILE_1(shape_encoded_size)
ADL_HOSTILE_1(shape_of_layout)
ADL_HOSTILE_2(shape_write_parts)
ADL_HOSTILE(shared)
ADL_HOSTILE(shared_)
ADL_HOSTILE(shown)
ADL_HOSTILE(simulated_table)
ADL_HOSTILE(size)
ADL_HOSTILE(size_)
ADL_HOSTILE(skip_payload)
ADL_HOSTILE(sleep_for)
ADL_HOSTILE(slot_)
ADL_HOSTILE(slots_)
ADL_HOSTILE(snapshot)
ADL_HOSTILE(snapshot_)
ADL_HOSTILE(sort_rows)
ADL_HOSTILE_2(source_index)
ADL_HOSTILE_2(source_of)
ADL_HOSTILE(spelled_type)
ADL_HOSTILE(split)
ADL_HOSTILE_1(split_points)
ADL_HOSTILE(split_points_of)
ADL_HOSTILE(splits)
ADL_HOSTILE(splitting)
ADL_HOSTILE(stage)
ADL_HOSTILE(starts_with)
ADL_HOSTILE(state)
ADL_HOSTILE(state_)
ADL_HOSTILE_1(state_of_format)
ADL_HOSTILE(status)
ADL_HOSTILE_2(storable_field_at)
ADL_HOSTILE(storage)
ADL_HOSTILE(store)
ADL_HOSTILE(store_)
ADL_HOSTILE_1(store_big_endian)
ADL_HOSTILE(store_big_endian_prefix)
ADL_HOSTILE(store_error)
ADL_HOSTILE(store_error_of)
ADL_HOSTILE(store_failed)
ADL_HOSTILE(store_failure)
ADL_HOSTILE(store_half_word)
ADL_HOSTILE_1(store_little_endian)
ADL_HOSTILE(store_word)
ADL_HOSTILE(stored)
ADL_HOSTILE_1(stored_at)
ADL_HOSTILE_2(stored_column_or_void)
ADL_HOSTILE(stored_columns_of)
ADL_HOSTILE_1(stores_through)
ADL_HOSTILE(string_size)
ADL_HOSTILE(subspace_bytes)
ADL_HOSTILE_1(subspace_in)
ADL_HOSTILE_1(subspace_of)
ADL_HOSTILE_WITH(subspace_of, class... X)
ADL_HOSTILE(subspace_policy_in)
ADL_HOSTILE(successor)
ADL_HOSTILE(successor_appends_0xff)
ADL_HOSTILE(table)
ADL_HOSTILE_3(table_handle)
ADL_HOSTILE_WITH(table_handle, class... X)
ADL_HOSTILE(table_names)
ADL_HOSTILE_1(table_result)
ADL_HOSTILE_WITH(table_result, class... X)
ADL_HOSTILE(take)
ADL_HOSTILE_1(takes_fields)
ADL_HOSTILE(text)
ADL_HOSTILE(time_point)
ADL_HOSTILE(time_series)
ADL_HOSTILE_1(time_unit)
ADL_HOSTILE(to)
ADL_HOSTILE(to_char)
ADL_HOSTILE(to_hex)
ADL_HOSTILE(to_tuple)
ADL_HOSTILE(to_word)
ADL_HOSTILE(touched)
ADL_HOSTILE(transaction)
ADL_HOSTILE(trim)
ADL_HOSTILE(tuple)
ADL_HOSTILE(txn_)
ADL_HOSTILE_1(type_at_of)
ADL_HOSTILE_1(type_in)
ADL_HOSTILE(type_name)
ADL_HOSTILE_1(type_name_source)
ADL_HOSTILE(unbase64)
ADL_HOSTILE_1(unescape_before_tail)
ADL_HOSTILE_2(unescape_known_size)
ADL_HOSTILE_2(unescape_rest)
ADL_HOSTILE_2(unescape_rest_near_room_end)
ADL_HOSTILE_1(unescape_to_sentinel)
ADL_HOSTILE(unit)
ADL_HOSTILE(unknown)
ADL_HOSTILE(unknown_)
ADL_HOSTILE(unquoted)
ADL_HOSTILE(update)
ADL_HOSTILE(update_with)
ADL_HOSTILE(upper)
ADL_HOSTILE(upsert)
ADL_HOSTILE_1(usable_part)
ADL_HOSTILE(v)
ADL_HOSTILE(valid)
ADL_HOSTILE(valid_utf8)
ADL_HOSTILE(valid_utf8_out_of_line)
ADL_HOSTILE(value)
ADL_HOSTILE(value_)
ADL_HOSTILE_1(value_bytes)
ADL_HOSTILE(value_or)
ADL_HOSTILE(value_pack_of)
ADL_HOSTILE(value_pack_of_columns)
ADL_HOSTILE_2(value_slot)
ADL_HOSTILE(value_tuple_of)
ADL_HOSTILE_1(values_from_tuple)
ADL_HOSTILE(values_)
ADL_HOSTILE_4(values_as_declared)
ADL_HOSTILE_WITH(values_as_declared, class... X)
ADL_HOSTILE(varint_size)
ADL_HOSTILE(view)
ADL_HOSTILE(violation_of_rule)
ADL_HOSTILE(visible)
ADL_HOSTILE_1(w)
ADL_HOSTILE(where)
ADL_HOSTILE(whole)
ADL_HOSTILE(width_code)
ADL_HOSTILE_3(width_of_parts)
ADL_HOSTILE(width_text)
ADL_HOSTILE(window_start)
ADL_HOSTILE(worst_window_regions)
ADL_HOSTILE_1(write)
ADL_HOSTILE(write_bucket)
ADL_HOSTILE_1(write_byte)
ADL_HOSTILE(write_hash_bits)
ADL_HOSTILE(write_int)
ADL_HOSTILE_1(write_part)
ADL_HOSTILE_1(write_parts)
ADL_HOSTILE(write_record)
ADL_HOSTILE(write_string)
ADL_HOSTILE_1(write_top_bit_int)
ADL_HOSTILE(write_usage)
ADL_HOSTILE(write_varint)
ADL_HOSTILE_1(write_words)
ADL_HOSTILE(written)
ADL_HOSTILE_1(written_by)
ADL_HOSTILE_1(wrong_length_error)
ADL_HOSTILE(xxh64)
ADL_HOSTILE(zero_byte_marks)
ADL_HOSTILE(zipf)
#undef ADL_HOSTILE
#undef ADL_HOSTILE_WITH
#undef ADL_HOSTILE_1
#undef ADL_HOSTILE_2
#undef ADL_HOSTILE_3
#undef ADL_HOSTILE_4
}  // namespace app


// ---- the user's own schema, in the user's namespace ------------------------
namespace app {
enum class Side : std::uint8_t { buy, sell };
}  // namespace app
template <>
struct rowkey::enum_range<app::Side> {
  static constexpr app::Side first = app::Side::buy, last = app::Side::sell;
};

namespace app {
using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", time_ms> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct SideCol : rowkey::Column<"side", Side> {};
struct Code : rowkey::Column<"code", rowkey::padded_string<8>> {};
struct Price : rowkey::Column<"price", double> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<16>> {};
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct Item : rowkey::Column<"item", rowkey::bounded_string<12>> {};

using Metrics = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
using Hashed = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;
using Logs = rowkey::Key<rowkey::Bucket<8, Ts>, Ts, Host>;
using Mixed = rowkey::Key<UserId, SideCol, Code, Price, rowkey::Reverse<Blob>, rowkey::MaxColumns<5>>;
using Tupled = rowkey::Key<rowkey::Bucket<4, Ts>, Ts, Host, rowkey::Format<rowkey::fdb_tuple>, rowkey::Subspace<"\x15\x07">>;
using Spaced = rowkey::Key<Host, Event, rowkey::Subspace<"m1">>;
// Keys whose value types include the user's enum: code shared by keys of one
// shape (by value types) then has the user's namespace among its associated ones.
using FixedSide = rowkey::Key<UserId, SideCol, rowkey::Desc<Ts>>;
using HashedSide = rowkey::Key<rowkey::Hash<4, UserId>, UserId, SideCol, Host, rowkey::MaxColumns<4>>;
using BucketSide = rowkey::Key<rowkey::Bucket<8, Ts>, Ts, SideCol, Host, rowkey::MaxColumns<4>>;
using TupleSide = rowkey::Key<UserId, SideCol, Host, rowkey::Format<rowkey::fdb_tuple>>;
struct UserHash {  // the user's own HashFn, in the user's namespace
  static constexpr std::uint64_t hash_value(std::uint64_t v) noexcept { return v * 0x9E3779B97F4A7C15ull; }
};
using OwnHash = rowkey::Key<rowkey::Hash<4, UserId, UserHash>, UserId, SideCol>;
template <std::size_t N>
using LogsOf = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;
using ReverseSide = rowkey::Key<Host, rowkey::Desc<SideCol>, rowkey::Reverse<Item>, UserId, rowkey::MaxColumns<4>>;

struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  time_ms ts{};
  std::string item;
  Side side = Side::buy;
  double price = 0;
  rowkey::padded_string<8> code;
};
}  // namespace app
BOOST_HANA_ADAPT_STRUCT(app::Order, order_no, buyer_id, ts, item, side, price, code);

namespace app {
struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
struct ByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<Ts>, OrderNo>> {};
struct ByTime : rowkey::Index<"orders_by_time", Orders, rowkey::Key<rowkey::Bucket<8, Ts>, Ts, OrderNo>> {};
struct ByItem : rowkey::Index<"orders_by_item", Orders, rowkey::Key<Item, OrderNo>> {};
struct ByCode : rowkey::Index<"orders_by_code", Orders, rowkey::Key<Code>, rowkey::Unique> {};
struct BySide : rowkey::Index<"orders_by_side", Orders, rowkey::Key<BuyerId, SideCol, rowkey::Desc<Ts>, OrderNo, rowkey::MaxColumns<4>>> {};
struct ByTimeSide : rowkey::Index<"orders_by_time_side", Orders, rowkey::Key<rowkey::Bucket<4, Ts>, Ts, SideCol, OrderNo, rowkey::MaxColumns<4>>> {};

// ---- the hostile part, 2: helpers a service plausibly writes ------------------
// The greedy templates above lose wherever rowkey's parameter matches the
// argument exactly (a tie goes to the more specialized template), so they
// miss calls that a user function of a more specific signature, or of the
// same signature, still takes over or makes ambiguous. These are such
// functions, named as rowkey's public API is, in the namespace of the
// columns, the record and the keys, and never called unqualified here.
template <class K>
std::string encode(const OrderNo&) {  // a one-column shortcut for the service's own keys
  static_assert(hijacked<K>, "ADL hijack: encode(const OrderNo&)");
  return {};
}
template <class K>
std::string encode(const rowkey::key_values<K>&) {  // re-encoding decoded values, as bytes
  static_assert(hijacked<K>, "ADL hijack: encode(const key_values<K>&)");
  return {};
}
template <class K, class C>
auto bucket_ranges(const rowkey::interval<C>&) {  // the service's bucket fan-out of one condition
  static_assert(hijacked<K>, "ADL hijack: bucket_ranges(const interval<C>&)");
}
template <class T, class... Is>
void encode_record_keys(const Order&) {  // the record's keys, for the service's own audit
  static_assert(hijacked<T>, "ADL hijack: encode_record_keys(const Order&)");
}
template <class C>
constexpr auto inclusive(const C& c) noexcept {  // wrappers of rowkey's, with the same signature
  return rowkey::inclusive(c);
}
template <class C>
constexpr auto exclusive(const C& c) noexcept {
  return rowkey::exclusive(c);
}

template <class K, std::size_t N>
void reset_unwritten(rowkey::bucket_scan<K, N>&) {  // more specialized than rowkey's reset_unwritten(T&)
  static_assert(hijacked<K>, "ADL hijack: reset_unwritten(bucket_scan<K, N>&)");
}

template <std::size_t I, class R>
constexpr auto& field(R& r) noexcept {  // the service's own Hana helper, as rowkey's is
  return boost::hana::second(boost::hana::at_c<I>(boost::hana::accessors<std::remove_const_t<R>>()))(r);
}

struct Cursor {  // a user's own cursor for bucket_merge
  std::set<std::string>::const_iterator it, end;
  bool valid() const { return it != end; }
  std::string_view key() const { return *it; }
  void next() { ++it; }
};

template <class K, class... V>
void keys_of(std::ostream& out, const V&... v) {
  const time_ms t{std::chrono::milliseconds{1'700'000'000'000}};
  auto key = rowkey::encode<K>(v...);
  out << key << '\n' << key.value() << '\n' << rowkey::render(key) << rowkey::render(*key);
  out << rowkey::render<K>(key->view()) << rowkey::render(*key, rowkey::print_style::bytes);
  std::array<char, 256> buf;
  auto n = rowkey::encode_into<K>(buf, v...);
  out << n << rowkey::render(n);
  std::string batch;
  auto appended = rowkey::encode_append<K>(batch, v...);
  out << appended;
  auto values = rowkey::decode<K>(key->view());
  out << values << *values << rowkey::render(values) << rowkey::render<K>(values);
  auto again = rowkey::encode<K>(*values);
  out << again;
  rowkey::key_values<K> row;
  auto e = rowkey::decode_into<K>(key->view(), row);
  out << e << row << rowkey::render(e) << (row == *values) << (values == row) << (values == (again.has_value() ? *values : row));
  out << rowkey::describe<K>() << rowkey::schema<K> << rowkey::render(rowkey::schema<K>);
  out << rowkey::render(*values, rowkey::print_style::bytes) << fmt::format("{:x} {:v}", row, *values);
  (void)t;
}

inline int exercise(int argc, char** argv) {
  std::ostringstream out;
  const time_ms t{std::chrono::milliseconds{1'700'000'000'000}};
  keys_of<Metrics>(out, Host{"web-1"}, Event{7}, Ts{t});
  keys_of<Hashed>(out, UserId{42}, Ts{t});
  keys_of<Logs>(out, Ts{t}, Host{"web-1"});
  keys_of<Mixed>(out, UserId{1}, SideCol{Side::sell}, Code{"ab"}, Price{1.5}, Blob{"xy"});
  keys_of<Tupled>(out, Ts{t}, Host{"web-1"});
  keys_of<Spaced>(out, Host{"web-1"}, Event{7});
  keys_of<FixedSide>(out, UserId{1}, SideCol{Side::buy}, Ts{t});
  keys_of<HashedSide>(out, UserId{1}, SideCol{Side::buy}, Host{"h"});
  keys_of<BucketSide>(out, Ts{t}, SideCol{Side::sell}, Host{"h"});
  keys_of<TupleSide>(out, UserId{1}, SideCol{Side::buy}, Host{"h"});
  keys_of<ReverseSide>(out, Host{"h"}, SideCol{Side::buy}, Item{"i"}, UserId{2});
  out << rowkey::prefix<FixedSide>(UserId{1}, SideCol{Side::buy}) << rowkey::range<FixedSide>(UserId{1}, rowkey::at_least(SideCol{Side::buy}));
  out << rowkey::range<FixedSide>(UserId{1}, SideCol{Side::buy}, rowkey::between(rowkey::inclusive(Ts{t}), rowkey::exclusive(Ts{t})));
  out << rowkey::prefix<HashedSide>(UserId{1}, SideCol{Side::buy}) << rowkey::range<HashedSide>(UserId{1}, SideCol{Side::buy}, rowkey::starts_with(Host{"w"}));
  out << rowkey::range<HashedSide>(UserId{1}, rowkey::greater_than(SideCol{Side::buy}));
  out << rowkey::bucket_ranges<BucketSide>(rowkey::at_least(Ts{t})) << rowkey::prefix<BucketSide>(Ts{t}, SideCol{Side::buy});
  out << rowkey::range<BucketSide>(Ts{t}, rowkey::less_than(SideCol{Side::sell}));
  out << rowkey::range<TupleSide>(UserId{1}, rowkey::at_most(SideCol{Side::sell})) << rowkey::prefix<TupleSide>(UserId{1});
  out << rowkey::range<TupleSide>(UserId{1}, SideCol{Side::buy}, rowkey::starts_with(Host{"w"}));
  out << rowkey::range<ReverseSide>(Host{"h"}, rowkey::at_least(SideCol{Side::buy})) << rowkey::prefix<ReverseSide>(Host{"h"}, SideCol{Side::buy});
  out << rowkey::range<ReverseSide>(Host{"h"}, SideCol{Side::buy}, Item{"a"}, rowkey::at_least(UserId{1}));
  out << rowkey::range<Mixed>(UserId{1}, SideCol{Side::buy}, Code{"a"}, rowkey::at_least(Price{1.0}));
  for (const auto& s : rowkey::split_points<HashedSide>(4)) out << s;
  keys_of<OwnHash>(out, UserId{1}, SideCol{Side::buy});
  out << rowkey::prefix<OwnHash>(UserId{1}) << rowkey::range<OwnHash>(UserId{1}, rowkey::at_least(SideCol{Side::buy}));
  {
    std::unordered_set<rowkey::encoded_key<FixedSide>> seen;
    seen.insert(rowkey::encode<FixedSide>(UserId{1}, SideCol{Side::buy}, Ts{t}).value());
    std::unordered_map<rowkey::bounded_string<64>, int> by_host;
    by_host[rowkey::decode<Metrics>("x")->get<Host>()] = 1;
    std::vector<char> vbuf(64);
    out << rowkey::encode_into<FixedSide>(std::span<char>(vbuf), UserId{1}, SideCol{Side::buy}, Ts{t});
    out << rowkey::encode_into<FixedSide>(std::span<char>(vbuf), *rowkey::decode<FixedSide>("x"));
    std::string str = "abc";
    out << rowkey::decode<FixedSide>(str) << rowkey::render<FixedSide>(str);
    constexpr auto first = rowkey::encode<FixedSide>(UserId{1}, SideCol{Side::buy}, Ts{});
    static_assert(first->size() == 17);
  }
  {
    auto v = rowkey::decode<Metrics>("x").value();
    auto [host, event, ts] = v;
    out << host << event << (ts == Ts{t}) << v.get<Host>() << v.get<0>();
    out << (rowkey::values_from_tuple<Metrics>(rowkey::to_tuple(v)) == v);
  }
  // ranges
  out << rowkey::prefix<Metrics>(Host{"web-1"}) << rowkey::prefix<Metrics>(Host{"web-1"}).value();
  out << rowkey::prefix<Metrics>(Host{"web-1"}, Event{7}, Ts{t});
  out << rowkey::range<Metrics>(rowkey::starts_with(Host{"web-"}));
  out << rowkey::range<Metrics>(Host{"web-1"}, rowkey::at_least(Event{3}));
  out << rowkey::range<Metrics>(Host{"web-1"}, Event{7}, rowkey::between(rowkey::inclusive(Ts{t}), rowkey::exclusive(Ts{t})));
  out << rowkey::range<Metrics>(Host{"web-1"}, Event{7}, rowkey::between(rowkey::unbounded, rowkey::inclusive(Ts{t})));
  out << rowkey::range<Metrics>(Host{"web-1"}, rowkey::greater_than(Event{3}));
  out << rowkey::range<Metrics>(Host{"web-1"}, rowkey::less_than(Event{3}));
  out << rowkey::range<Metrics>(Host{"web-1"}, rowkey::at_most(Event{3}));
  out << rowkey::prefix<Hashed>(UserId{42}) << rowkey::range<Hashed>(UserId{42}, rowkey::at_least(Ts{t}));
  out << rowkey::prefix<Mixed>(UserId{1}, SideCol{Side::buy}) << rowkey::range<Mixed>(UserId{1}, rowkey::at_least(SideCol{Side::buy}));
  out << rowkey::range<Spaced>(Host{"a"}, rowkey::at_least(Event{1}));
  auto scan = rowkey::bucket_ranges<Logs>(rowkey::between(rowkey::inclusive(Ts{t}), rowkey::exclusive(Ts{t})));
  out << scan << rowkey::render(scan) << scan.value() << rowkey::render(*scan, rowkey::print_style::values);
  out << rowkey::bucket_ranges<Logs>(rowkey::at_least(Ts{t})) << rowkey::bucket_ranges<Tupled>(rowkey::at_least(Ts{t}));
  for (const auto& r : *scan) out << r << rowkey::render(r);
  {
    std::set<std::string> keys;
    std::vector<Cursor> cursors;
    for (const auto& r : *scan) cursors.push_back({keys.lower_bound(std::string(r.begin_key())), keys.end()});
    for (rowkey::bucket_merge m(*scan, std::span(cursors)); m.valid(); m.next()) out << m.key() << m.cursor().key();
    auto m2 = rowkey::bucket_merge(*scan, std::span(cursors));
    auto m3 = std::move(m2);
    out << m3.valid();
  }
  for (const auto& s : rowkey::split_points<Hashed>(16)) out << s;
  for (const auto& s : rowkey::split_points<Logs>(4)) out << s;
  out << rowkey::render<Metrics>(std::string_view("abc"));
  out << rowkey::render(rowkey::encode_errc::too_long) << rowkey::render(rowkey::decode_errc::truncated);
  fmt::print("{} {:x} {:v}\n", rowkey::encode<Metrics>(Host{"web-1"}, Event{7}, Ts{t}).value(),
             rowkey::prefix<Metrics>(Host{"a"}).value(), *rowkey::decode<Metrics>("abc"));
  out << fmt::format("{}", *scan) << fmt::format("{}", rowkey::schema<Metrics>) << fmt::format("{}", scan);
  out << Catch::StringMaker<rowkey::key_values<Metrics>>::convert(*rowkey::decode<Metrics>("abc"));
  out << Catch::Detail::stringify(rowkey::encode<Metrics>(Host{"web-1"}, Event{7}, Ts{t}));
  out << Catch::Detail::stringify(rowkey::decode<Metrics>("abc"));
  out << Catch::Detail::stringify(*scan);
  out << Catch::Detail::stringify(scan);

  // tables, on the memory store
  rowkey::adapters::memory_store store(rowkey::table_names<Orders, ByBuyer, ByTime, ByItem, ByCode, BySide, ByTimeSide>());
  auto orders = rowkey::attach<Orders, ByBuyer, ByTime, ByItem, ByCode, BySide, ByTimeSide>(store);
  Order o;
  o.order_no = 1;
  out << orders.insert(o) << orders.upsert(o);
  auto moved = orders.update(OrderNo{1}, [](Order& x) { x.buyer_id = 43; });
  out << moved << orders.update(OrderNo{1}, [&](auto& x) { x.price = 2; });
  out << orders.erase(OrderNo{1}) << orders.get(OrderNo{1}) << rowkey::render(orders.get(OrderNo{1}));
  out << rowkey::render(o) << rowkey::render(*orders.get(OrderNo{1}).value());
  for (const Order& r : orders.scan()) out << r.order_no;
  for (const Order& r : orders.scan(OrderNo{1})) out << r.order_no;
  for (const Order& r : orders.scan<ByBuyer>(BuyerId{42})) out << r.order_no;
  for (const Order& r : orders.scan<ByBuyer>(BuyerId{42}, rowkey::at_least(Ts{t}))) out << r.order_no;
  for (const Order& r : orders.scan<ByItem>(rowkey::starts_with(Item{"book"}))) out << r.order_no;
  for (const Order& r : orders.scan<ByCode>(Code{"u1"})) out << r.order_no;
  for (const Order& r : orders.scan<BySide>(BuyerId{1}, SideCol{Side::buy})) out << r.order_no;
  for (const Order& r : orders.scan<BySide>(BuyerId{1}, rowkey::at_least(SideCol{Side::buy}))) out << r.order_no;
  for (const Order& r : orders.scan_buckets<ByTimeSide>(rowkey::at_least(Ts{t}))) out << r.order_no;
  out << rowkey::describe<BySide::key>() << rowkey::schema<ByTimeSide::key>;
  auto s1 = orders.scan<ByBuyer>(BuyerId{42});
  for (auto it = s1.begin(); it != s1.end(); ++it) out << it->order_no;
  out << s1.error();
  auto b = orders.scan_buckets<ByTime>(rowkey::between(rowkey::inclusive(Ts{t}), rowkey::exclusive(Ts{t})));
  for (const Order& r : b) out << r.order_no;
  out << b.error();
  for (const Order& r : orders.scan_buckets<ByTime>(rowkey::at_least(Ts{t}))) out << r.order_no;
  {
    std::string value;
    auto keys = rowkey::encode_record<Orders, ByBuyer, ByTime, ByItem, ByCode, BySide, ByTimeSide>(o, value);
    out << keys->primary << keys->index<ByBuyer>() << keys.error();
    auto ks = rowkey::encode_record_keys<Orders, ByBuyer, ByTime, ByItem, ByCode, BySide, ByTimeSide>(o);
    out << ks->primary;
    static_assert(rowkey::rules::sound_table<Orders, ByBuyer, ByTime, ByItem, ByCode, BySide, ByTimeSide>);
  }
  // lab
  {
    namespace lab = rowkey::lab;
    const auto w = lab::logs<Ts, Host>(1000, 5, t, std::chrono::milliseconds(1))
                       .scan_every(100, [&](std::size_t i, lab::random&) {
                         return lab::where(rowkey::between(rowkey::inclusive(Ts{t + std::chrono::milliseconds(i)}),
                                                           rowkey::exclusive(Ts{t})));
                       });
    const lab::report r = lab::run<Logs>("[b][ts][host]", w, lab::presplit<Logs>(16));
    out << r << r.table();
    const auto g = lab::generated<std::tuple<Ts, Host>>("g", 100, [&](std::uint64_t i, lab::random&) {
      return std::tuple<Ts, Host>(Ts{t + std::chrono::milliseconds(i)}, Host{"web-1"});
    });
    const lab::report r2 = lab::run<Logs>("x", g, lab::splitting(1000, 64));
    out << r2;
    const auto z = lab::zipf<UserId, Ts>(1000, 100, 1.1, t, std::chrono::milliseconds(1));
    out << lab::run<Hashed>("h", z, lab::presplit<Hashed>(4));
    const auto ts = lab::time_series<Ts, Host, Event>(2, 2, 10, t, std::chrono::milliseconds(1));
    out << lab::run<Metrics>("m", ts, lab::splitting(100, 8));
    const auto seq = lab::sequential<OrderNo>(100);
    out << lab::plan<Hashed>(lab::where(UserId{17})).ranges.size();
    out << lab::plan<Metrics>(lab::where(Host{"web-7"}, rowkey::at_least(Event{1}))).ranges.size();
    (void)seq;
    const lab::advice adv = lab::advise<LogsOf>(w, 16, 0.1, lab::candidates<2, 4, 8>{});
    out << adv << adv.text();
    const auto chart = lab::draw("Logs", {r, r2}, "/tmp/none", "logs");
    out << chart.drawn;
  }
  (void)argc;
  (void)argv;
  return rowkey::inspect<Orders, ByBuyer, rowkey::named_key<"metrics", Metrics>, Logs, Tupled>(argc, argv);
}

// The same table on RocksDB and etcd, syntax only (the adapters' scans).
inline void on_engines(rowkey::adapters::rocksdb_store& rs, rowkey::adapters::etcd_store& es, rocksdb::DB& db) {
  const time_ms t{std::chrono::milliseconds{1'700'000'000'000}};
  std::ostringstream out;
  auto ro = rowkey::attach<Orders, ByBuyer, ByTime, ByItem, ByCode, BySide, ByTimeSide>(rs);
  auto eo = rowkey::attach<Orders, ByBuyer, ByTime, ByItem, ByCode, BySide, ByTimeSide>(es);
  Order o;
  out << ro.insert(o) << eo.insert(o) << ro.get(OrderNo{1}) << eo.get(OrderNo{1});
  out << ro.update(OrderNo{1}, [](Order& x) { x.buyer_id = 43; }) << eo.erase(OrderNo{1});
  for (const Order& r : ro.scan<ByBuyer>(BuyerId{42}, rowkey::at_least(Ts{t}))) out << r.order_no;
  for (const Order& r : eo.scan<ByBuyer>(BuyerId{42}, rowkey::at_least(Ts{t}))) out << r.order_no;
  for (const Order& r : ro.scan_buckets<ByTime>(rowkey::at_least(Ts{t}))) out << r.order_no;
  for (const Order& r : eo.scan_buckets<ByTime>(rowkey::at_least(Ts{t}))) out << r.order_no;
  auto r = rowkey::range<Metrics>(Host{"web-1"}, rowkey::at_least(Event{1})).value();
  for (rowkey::adapters::rocksdb_cursor c(db, r); c.valid(); c.next()) out << c.key() << c.value();
  auto scan = rowkey::bucket_ranges<Logs>(rowkey::at_least(Ts{t})).value();
  auto cursors = rowkey::adapters::open_cursors(db, scan);
  for (rowkey::bucket_merge m(scan, std::span(cursors)); m.valid(); m.next()) out << m.key() << m.cursor().value();
}
}  // namespace app

int main(int argc, char** argv) { return app::exercise(argc, argv); }
